import type { Kysely } from "kysely";
import type { AuditAction } from "~/lib/audit";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import type { Database } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import type { Logger } from "../logger.server";

export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/** Call it in the change's transaction, so that neither exists alone. */
export async function recordAudit(db: Kysely<Database>, actor: Actor, entry: AuditEntry) {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}

export const actorOf = (user: { id: string; email: string }): Actor => ({ id: user.id, email: user.email });

/** A download of many people's data is a security event, though it changes nothing. */
export async function recordExport(
  { db, log, clientIp }: { db: Kysely<Database>; log: Logger; clientIp: string },
  admin: { id: string; email: string },
  entry: Omit<AuditEntry, "targetId"> & {
    action: "users.exported" | "leads.exported" | "site-health.exported" | "batches.exported";
  },
) {
  await recordAudit(db, actorOf(admin), { ...entry, targetId: null });
  log.info(
    { action: entry.action, userId: admin.id, email: admin.email, ip: clientIp, ...entry.details },
    "export",
  );
}

export async function listAudit(db: Kysely<Database>, page: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(LIST_PAGE_SIZE)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The names of the leads and users the entries name, for those that still exist. */
export async function namesOfTargets(
  db: Kysely<Database>,
  rows: readonly { target_type: string; target_id: string | null }[],
) {
  const idsOf = (type: string) => [
    ...new Set(rows.flatMap((row) => (row.target_type === type && row.target_id ? [row.target_id] : []))),
  ];
  const [leads, users] = await Promise.all([
    idsOf("lead").length
      ? db
          .selectFrom("leads")
          .select(["id", "name", "email", "summary"])
          .where("id", "in", idsOf("lead"))
          .execute()
      : [],
    idsOf("user").length
      ? db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", idsOf("user")).execute()
      : [],
  ]);
  return {
    leads: new Map(leads.map((lead) => [lead.id, lead.name || lead.email || lead.summary])),
    users: new Map(users.map((user) => [user.id, user.name || user.email])),
  };
}

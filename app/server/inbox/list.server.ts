import type { Kysely } from "kysely";
import { formatDateTime } from "~/lib/format";
import type { AdminChoice, InboxFilter, LeadRow } from "~/lib/inbox";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import type { AppContext } from "../app-context.server";
import type { Database } from "../db/schema.server";
import { matchingLeads } from "./query.server";

/** The page's ids are picked from the index the filters use, then only its leads are read. */
export async function listLeads(
  { db, dialect }: Pick<AppContext, "db" | "dialect">,
  filter: InboxFilter,
  page: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const matching = matchingLeads(db, dialect, filter);
  const pageIds = matching
    .select("leads.id")
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(LIST_PAGE_SIZE)
    .offset(offsetOf(page));
  const [counted, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .leftJoin("users", "users.id", "leads.assignee_id")
      .where("leads.id", "in", pageIds)
      .select([
        "leads.id",
        "leads.kind",
        "leads.created_at",
        "leads.name",
        "leads.email",
        "leads.mobile",
        "leads.summary",
        "leads.stage",
        "users.name as assignee_name",
        "users.email as assignee_email",
      ])
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .execute(),
  ]);
  return {
    total: Number(counted.count),
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      receivedAt: formatDateTime(row.created_at),
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      summary: row.summary,
      stage: row.stage,
      assignee: row.assignee_email ? row.assignee_name || row.assignee_email : null,
    })),
  };
}

export const leadsToChange = (db: Kysely<Database>, ids: string[]) =>
  db
    .selectFrom("leads")
    .select(["id", "name", "email", "summary"])
    .where("id", "in", ids)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();

export async function listAdmins(db: Kysely<Database>): Promise<AdminChoice[]> {
  return db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("role", "=", "admin")
    .orderBy("name")
    .orderBy("email")
    .execute();
}

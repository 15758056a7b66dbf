import type { Insertable, Kysely, Transaction } from "kysely";
import type { AuditAction } from "~/lib/audit";
import { contactStages, firstStageOf, type LeadKind, type LeadStage } from "~/lib/lead-kinds";
import type { FieldErrors } from "~/lib/validation";
import type { LiveContent } from "../app-context.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Config } from "../config.server";
import type { Database, LeadEventType } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";
import type { Logger } from "../logger.server";
import { type LeadMail, leadMail } from "../mail/lead-mails.server";
import { enqueueMail } from "../mail/outbox.server";
import { type Acknowledgement, acknowledge } from "./acknowledgement.server";
import { type LeadTable, leadRecord } from "./kinds.server";
import type { LeadVisit } from "./lead-visit.server";

export interface LeadStore {
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL" | "HR_EMAIL" | "UPLOADS_DIR">;
  site: Pick<LiveContent, "current">;
  log: Pick<Logger, "warn" | "error">;
}

/** The lead's transaction rolls back whole, and the action answers 409 per refused field. */
export class LeadRefused extends Error {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).join(" "));
    this.name = "LeadRefused";
  }
}

export interface NewLead<T extends LeadTable> {
  kind: LeadKind;
  table: T;
  row: Omit<Insertable<Database[T]>, "id" | "created_at" | "updated_at">;
  visit: LeadVisit;
  /** Uploads keep random ids; the other kinds' are time-ordered. */
  id?: string;
}

export async function insertLead<T extends LeadTable>(
  trx: Transaction<Database>,
  { kind, table, row, visit, id = timeOrderedId() }: NewLead<T>,
): Promise<{ id: string; at: string }> {
  const at = nowIso();
  const stored = { ...row, id, created_at: at, updated_at: at };
  // Kysely cannot follow one row type through a table chosen by a type parameter.
  await trx
    .insertInto(table as LeadTable)
    .values(stored as Insertable<Database[LeadTable]>)
    .execute();
  await trx
    .insertInto("leads")
    .values({
      id,
      kind,
      stage: firstStageOf(kind),
      ...leadRecord(kind, stored),
      ...visit,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, at };
}

/** In the lead's transaction; the caller wakes the outbox worker once it has committed. */
export async function announceLead(
  trx: Transaction<Database>,
  store: LeadStore,
  lead: { id: string; at: string },
  notification: Omit<LeadMail, "appUrl" | "leadId">,
  /** What they sent, in the company's words (whatTheySent), and what they do next. */
  visitor?: Pick<Acknowledgement, "what" | "next" | "more" | "attachments"> & { email: string },
) {
  const mail = { replyTo: visitor?.email, ...notification, appUrl: store.config.APP_URL, leadId: lead.id };
  await enqueueMail(trx, leadMail(mail));
  if (visitor) {
    const { email, ...words } = visitor;
    await acknowledge(trx, store, { ...words, leadId: lead.id, at: lead.at, to: email });
  }
}

interface LeadEvent {
  leadId: string;
  type: LeadEventType;
  body?: string;
  details?: Record<string, unknown>;
  mailId?: string;
  at: string;
}

/** A lead's timeline event and its audit entry: call it in the change's transaction. */
export async function recordChange(
  trx: Kysely<Database>,
  actor: Actor,
  action: AuditAction,
  event: LeadEvent,
  auditDetails = event.details,
) {
  await trx
    .insertInto("lead_events")
    .values({
      id: timeOrderedId(),
      lead_id: event.leadId,
      type: event.type,
      actor_id: actor.id,
      actor_email: actor.email,
      body: event.body ?? null,
      details: event.details ? JSON.stringify(event.details) : null,
      mail_id: event.mailId ?? null,
      created_at: event.at,
    })
    .execute();
  await recordAudit(trx, actor, {
    action,
    targetType: "lead",
    targetId: event.leadId,
    details: auditDetails,
  });
}

export async function setStage(
  trx: Kysely<Database>,
  actor: Actor,
  lead: { id: string; stage: LeadStage; first_contact_at: string | null },
  stage: LeadStage,
  at: string,
  reason?: string,
  leftBatches: string[] = [],
) {
  await trx
    .updateTable("leads")
    .set({
      stage,
      lost_reason: reason ?? null,
      updated_at: at,
      ...(contactStages.includes(stage) && !lead.first_contact_at ? { first_contact_at: at } : {}),
    })
    .where("id", "=", lead.id)
    .execute();
  const details = {
    from: lead.stage,
    to: stage,
    ...(reason ? { reason } : {}),
    ...(leftBatches.length > 0 ? { leftBatches } : {}),
  };
  await recordChange(trx, actor, "lead.stage-changed", { leadId: lead.id, type: "stage", details, at });
}

import type { Insertable, Transaction } from "kysely";
import type { LeadKind } from "~/lib/pipeline";
import type { Config } from "../config.server";
import type { LiveContent } from "../content/live.server";
import type { Database } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";
import type { Logger } from "../logger.server";
import { type LeadMail, leadMail } from "../mail/lead-mails.server";
import { enqueueMail } from "../mail/outbox.server";
import { acknowledge } from "./acknowledgement.server";
import { leadRecord } from "./lead-record.server";
import type { LeadVisit } from "./lead-visit.server";

/**
 * What storing a lead needs besides its transaction: the addresses its mails go to and link to,
 * the published content (the acknowledgement names the company as published), and the log.
 */
export interface LeadStore {
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL" | "HR_EMAIL" | "UPLOADS_DIR">;
  site: Pick<LiveContent, "current">;
  log: Pick<Logger, "warn" | "error">;
}

/** The kinds' own tables: every lead is a row of one of them and a row of `leads`. */
type KindTable = "feedback" | "enquiries" | "course_enrolments" | "uploads" | "applications";

/** A new lead as its kind's module describes it: its row, without the id and times given here. */
export interface NewLead<T extends KindTable> {
  kind: LeadKind;
  table: T;
  row: Omit<Insertable<Database[T]>, "id" | "created_at" | "updated_at">;
  /** Where the visit that sent it began (lead-visit.server.ts), kept on its `leads` row. */
  visit: LeadVisit;
  /** Uploads keep random ids (docs/decisions/018); the other kinds' are time-ordered. */
  id?: string;
}

/** A stored lead: its id, and when it arrived. */
export interface StoredLead {
  id: string;
  at: string;
}

/**
 * Writes a new lead in the caller's transaction: its row in its kind's table and its pipeline
 * record (stage New, nobody on it), made from that row, with its visit's source in the same insert.
 */
export async function insertLead<T extends KindTable>(
  trx: Transaction<Database>,
  { kind, table, row, visit, id = timeOrderedId() }: NewLead<T>,
): Promise<StoredLead> {
  const at = nowIso();
  const stored = { ...row, id, created_at: at, updated_at: at };
  // Kysely cannot follow one row type through a table chosen by a type parameter.
  await trx
    .insertInto(table as KindTable)
    .values(stored as Insertable<Database[KindTable]>)
    .execute();
  await trx
    .insertInto("leads")
    .values({ id, kind, ...leadRecord(kind, stored), ...visit, created_at: at, updated_at: at })
    .execute();
  return { id, at };
}

/**
 * Queues a stored lead's notification to the company and, for a lead that left an address, its
 * acknowledgement to the visitor, in the lead's transaction: one commit holds the lead and its
 * mails. The notification replies to the visitor. The caller wakes the outbox worker once it has
 * committed (`mailQueued`).
 */
export async function announceLead(
  trx: Transaction<Database>,
  store: LeadStore,
  lead: StoredLead,
  notification: Omit<LeadMail, "appUrl" | "leadId" | "replyTo">,
  /** The visitor's address, and what they sent in the company's words (whatTheySent). */
  visitor?: { email: string; what: string },
) {
  const { APP_URL } = store.config;
  const replyTo = visitor?.email;
  await enqueueMail(trx, leadMail({ ...notification, replyTo, appUrl: APP_URL, leadId: lead.id }));
  if (visitor)
    await acknowledge(trx, store, { leadId: lead.id, at: lead.at, to: visitor.email, what: visitor.what });
}

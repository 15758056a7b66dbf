import { type Kysely, sql } from "kysely";
import { ACKNOWLEDGEMENT, mailTemplateDefaults, nameless, whatTheySent } from "~/content/mail-templates";
import { indiaDayOf } from "~/lib/india-days";
import type { LeadKind } from "~/lib/pipeline";
import { queryTemplate } from "../db/query-template.server";
import type { Database } from "../db/schema.server";
import { timeOrderedId } from "../ids.server";
import { fillInSql, oneLine } from "../mail/templates.server";

/**
 * At most this many acknowledgements go to one address on one India day, whatever is sent to the
 * forms: without a limit anyone could make the site mail any address over and over. Not loosened
 * by RATE_LIMIT_FACTOR: it protects other people's mailboxes, not the site.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

const defaults = mailTemplateDefaults[ACKNOWLEDGEMENT];

/**
 * The acknowledgement's slot: the next number of the address's day, taken only while the day has
 * fewer than the limit, the lead has none yet and the acknowledgement is on. Two leads that count
 * the same number at once (PostgreSQL commits them side by side) collide on the primary key, and
 * the second waits for the first's commit and takes nothing: the limit holds without a lock that
 * would make every post from one address wait for the last. The lead then counts again (see
 * acknowledgementWrites).
 */
const takeSlot = queryTemplate(["address", "day", "leadId", "limit", "enabled"], (db: Kysely<Database>, v) =>
  db
    .insertInto("acknowledgements")
    .columns(["address", "day", "slot", "lead_id"])
    .expression(
      db
        .selectFrom("acknowledgements")
        .select([
          sql<string>`${v.address}`.as("address"),
          sql<string>`${v.day}`.as("day"),
          sql<number>`count(*) + 1`.as("slot"),
          sql<string>`${v.leadId}`.as("lead_id"),
        ])
        .where("address", "=", v.address)
        .where("day", "=", v.day)
        .having(
          sql<boolean>`count(*) < ${v.limit} and count(case when lead_id = ${v.leadId} then 1 end) = 0
            and coalesce((select enabled from mail_templates where key = ${ACKNOWLEDGEMENT}), ${v.enabled}) = 1`,
        ),
    )
    .onConflict((conflict) => conflict.doNothing()),
);

/** The acknowledgement itself, written from its template (the admins' version or the default) if the lead got a slot. */
const insertMail = queryTemplate(
  [
    "id",
    "address",
    "day",
    "leadId",
    "subject",
    "body",
    "name",
    "what",
    "company",
    "officeHours",
    "replyTo",
    "now",
  ],
  (db: Kysely<Database>, v) => {
    const values = { name: v.name, what: v.what, company: v.company, officeHours: v.officeHours };
    return db
      .insertInto("mail_outbox")
      .columns([
        "id",
        "to_address",
        "subject",
        "text_body",
        "reply_to",
        "clear_when_sent",
        "next_attempt_at",
        "created_at",
        "lead_id",
        "purpose",
      ])
      .expression(
        db
          .selectFrom("acknowledgements")
          .leftJoin("mail_templates", (join) => join.on("mail_templates.key", "=", sql.lit(ACKNOWLEDGEMENT)))
          .select([
            sql<string>`${v.id}`.as("id"),
            sql<string>`${v.address}`.as("to_address"),
            fillInSql(sql`coalesce(mail_templates.subject, ${v.subject})`, values).as("subject"),
            fillInSql(sql`coalesce(mail_templates.body, ${v.body})`, values).as("text_body"),
            sql<string>`${v.replyTo}`.as("reply_to"),
            sql<number>`0`.as("clear_when_sent"),
            sql<string>`${v.now}`.as("next_attempt_at"),
            sql<string>`${v.now}`.as("created_at"),
            sql<string>`${v.leadId}`.as("lead_id"),
            sql<string>`'acknowledgement'`.as("purpose"),
          ])
          .where("acknowledgements.address", "=", v.address)
          .where("acknowledgements.day", "=", v.day)
          .where("acknowledgements.lead_id", "=", v.leadId),
      );
  },
);

export interface Acknowledged {
  kind: LeadKind;
  leadId: string;
  /** The visitor's address, as they typed it. */
  to: string;
  name?: string;
  /** What they sent, when the kind's own words are not enough (the courses of an enrolment). */
  what?: string;
  /** Where the visitor's answer goes: the company's address. */
  replyTo: string;
  /** The company as published (decision 031), for the template's {company} and {officeHours}. */
  company: { name: string; officeHours: string };
  now: string;
}

/**
 * The writes that acknowledge a lead to the visitor, for the lead's own commit: a slot of the day,
 * then the mail, written only if the slot was taken. Honeypot hits store nothing and so get none.
 * The slot is tried once for each slot of the day: each statement sees what committed before it,
 * so a lead that collided with another's slot counts again, and leads arriving together take
 * every free slot instead of all counting the same one.
 */
export function acknowledgementWrites(db: Kysely<Database>, lead: Acknowledged) {
  const address = lead.to.toLowerCase();
  const day = indiaDayOf(lead.now);
  const slot = {
    address,
    day,
    leadId: lead.leadId,
    limit: ACKNOWLEDGEMENTS_PER_DAY,
    enabled: defaults.enabled ? 1 : 0,
  };
  return [
    ...Array.from({ length: ACKNOWLEDGEMENTS_PER_DAY }, () => takeSlot(db, slot)),
    insertMail(db, {
      id: timeOrderedId(),
      address,
      day,
      leadId: lead.leadId,
      subject: defaults.subject,
      body: defaults.body,
      name: oneLine(lead.name ?? "") || nameless,
      what: oneLine(lead.what ?? whatTheySent[lead.kind]),
      company: lead.company.name,
      officeHours: lead.company.officeHours,
      replyTo: lead.replyTo,
      now: lead.now,
    }),
  ];
}

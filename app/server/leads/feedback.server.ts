import type { Kysely } from "kysely";
import { whatTheySent } from "~/content/mail-templates";
import type { Feedback } from "~/lib/schemas/feedback";
import { queryTemplate } from "../db/query-template.server";
import type { Database } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { mailInsert } from "../mail/outbox.server";
import { leadInsert } from "./lead-record.server";
import type { LeadStore, LeadWrites } from "./lead-store.server";

const insertFeedback = queryTemplate(["id", "name", "email", "message", "now"], (db: Kysely<Database>, row) =>
  db.insertInto("feedback").values({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: row.now,
    updated_at: row.now,
  }),
);

/**
 * The writes that store a feedback entry, its pipeline record and its notification to the company,
 * together, and the visitor's acknowledgement to write after them.
 */
export function feedbackWrites({ db, config }: LeadStore, feedback: Feedback): LeadWrites {
  const id = timeOrderedId();
  const now = nowIso();
  const queries = [
    insertFeedback(db, { id, ...feedback, now }),
    leadInsert(db, "feedback", id, feedback, now),
    mailInsert(
      db,
      leadMail({
        to: config.COMPANY_EMAIL,
        subject: `New feedback from ${feedback.name}`,
        intro: "A visitor sent feedback through the website.",
        rows: [
          ["Name", feedback.name],
          ["Email", feedback.email],
          ["Message", feedback.message],
        ],
        replyTo: feedback.email,
        appUrl: config.APP_URL,
        leadId: id,
      }),
    ),
  ];
  const acknowledgement = { leadId: id, to: feedback.email, what: whatTheySent.feedback, at: now };
  return { extra: { id }, queries, acknowledgement };
}

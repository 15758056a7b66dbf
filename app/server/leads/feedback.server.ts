import type { Feedback } from "~/lib/schemas/feedback";
import { newId, nowIso } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { mailInsert } from "../mail/outbox.server";
import type { LeadStore, LeadWrites } from "./lead-store.server";

/** The writes that store a feedback entry and its notification to the company, together. */
export function feedbackWrites({ db, config }: LeadStore, feedback: Feedback): LeadWrites {
  const id = newId();
  const now = nowIso();
  const queries = [
    db
      .insertInto("feedback")
      .values({ id, ...feedback, created_at: now, updated_at: now })
      .compile(),
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
        inboxUrl: `${config.APP_URL}/admin/inbox`,
      }),
    ).compile(),
  ];
  return { extra: { id }, queries };
}

import type { Feedback } from "~/lib/schemas/feedback";
import { newId, nowIso } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { enqueueMail } from "../mail/outbox.server";
import type { LeadStore } from "./lead-store.server";

/** Stores a feedback entry and its notification to the company, in one transaction. */
export async function saveFeedback({ db, config }: LeadStore, feedback: Feedback): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("feedback")
      .values({ id, ...feedback, created_at: now, updated_at: now })
      .execute();
    await enqueueMail(
      trx,
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
    );
  });
  return id;
}

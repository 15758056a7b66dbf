import type { Kysely } from "kysely";
import { batchReminderMail as text } from "~/content/pages/admin-batches";
import { batchLine } from "~/content/pages/courses";
import type { SiteContent } from "~/content/site-content";
import { batchOf, formatBatchDate } from "~/lib/courses";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { personName } from "~/lib/person";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { enqueueMail } from "../mail/outbox.server";
import { seatHolders } from "./batches.server";

/** India days before a batch's start that its trainees are reminded; the day after that still, should the timer miss it. */
export const REMINDER_DAYS = 2;

/**
 * Each seat is claimed by a conditional UPDATE in its mail's transaction, so concurrent runs mail a
 * trainee once. A batch the catalogue no longer offers is skipped: its date or place may have changed.
 */
export async function remindBatches(
  db: Kysely<Database>,
  /** Read only when some seat is due, so the periodic run costs one query most of the time. */
  published: () => Promise<Pick<SiteContent, "courses" | "profile">>,
  config: Pick<Config, "COMPANY_EMAIL">,
  now = new Date(),
): Promise<number> {
  const today = indiaDayOf(now);
  const due = await seatHolders(db)
    .innerJoin("course_enrolments as e", "e.id", "b.enrolment_id")
    .select(["b.course_key", "b.starts_on", "e.id", "e.name", "e.email"])
    .where("b.reminded_at", "is", null)
    .where("b.starts_on", ">", today)
    .where("b.starts_on", "<=", addDays(today, REMINDER_DAYS))
    .execute();
  if (due.length === 0) return 0;
  const content = await published();
  let queued = 0;
  for (const seat of due) {
    const course = content.courses.courses.find((one) => one.key === seat.course_key);
    const batch = course && batchOf(course, seat.starts_on);
    if (!course || !batch) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable("course_batch_enrolments")
        .set({ reminded_at: nowIso() })
        .where("course_key", "=", seat.course_key)
        .where("starts_on", "=", seat.starts_on)
        .where("enrolment_id", "=", seat.id)
        .where("reminded_at", "is", null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await enqueueMail(trx, {
        to: seat.email,
        subject: text.subject(course.name, formatBatchDate(seat.starts_on) ?? seat.starts_on),
        text: text.body({
          name: personName(seat),
          course: course.name,
          line: batchLine(batch),
          company: content.profile.name,
        }),
        replyTo: config.COMPANY_EMAIL,
        leadId: seat.id,
      });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}

import type { Transaction } from "kysely";
import { batchLine } from "~/content/pages/courses";
import { waitlistTexts } from "~/content/pages/waitlist";
import { coursePath } from "~/lib/course-paths";
import { type Catalogue, newlyOpenBatches, type OpenedBatch } from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import { mailboxOf } from "~/lib/mailbox";
import type { Actor } from "../audit/audit.server";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { enqueueMail } from "../mail/outbox.server";
import { mailSpentBudgets, siteBudgetSpent, takeBudgets } from "./acknowledgement.server";
import { setStage } from "./lead-store.server";

export interface CoursesPublished {
  before: Catalogue;
  after: Catalogue;
  company: string;
  actor: Actor;
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL">;
}

/**
 * One mail per waiting person for all their newly opened courses, within the acknowledgement's
 * budgets as it goes to whatever address was typed; someone a spent budget skips stays waiting.
 */
export async function tellWaitingPeople(trx: Transaction<Database>, published: CoursesPublished) {
  const opened = new Map<string, OpenedBatch[]>();
  for (const one of newlyOpenBatches(published.before, published.after))
    opened.set(one.course.key, [...(opened.get(one.course.key) ?? []), one]);
  if (opened.size === 0) return;
  const waiting = await trx
    .selectFrom("waitlist as w")
    .innerJoin("leads as l", "l.id", "w.id")
    .select(["w.id", "w.email", "w.course_key", "l.stage", "l.first_contact_at"])
    .where("w.course_key", "in", [...opened.keys()])
    .where("w.told_at", "is", null)
    .where("l.stage", "<>", "lost")
    .orderBy("w.id")
    .execute();
  const people = new Map<string, typeof waiting>();
  for (const row of waiting) {
    const key = mailboxOf(row.email).key;
    people.set(key, [...(people.get(key) ?? []), row]);
  }
  const at = nowIso();
  const day = indiaDayOf(at);
  for (const entries of people.values()) {
    const first = entries[0];
    if (!first || (await siteBudgetSpent(trx, day))) return;
    const mailbox = mailboxOf(first.email);
    const spent = await takeBudgets(trx, mailbox, day);
    if (!spent) continue;
    const batches = [...new Set(entries.map((entry) => entry.course_key))].flatMap(
      (key) => opened.get(key) ?? [],
    );
    await enqueueMail(trx, {
      to: first.email,
      subject: waitlistTexts.batchOpened.subject([...new Set(batches.map(({ course }) => course.name))]),
      text: waitlistTexts.batchOpened.text({
        company: published.company,
        courses: batches.map(({ course, batch }) => ({
          course: course.name,
          batch: batchLine(batch),
          url: `${published.config.APP_URL}${coursePath(course.key)}`,
        })),
      }),
      replyTo: published.config.COMPANY_EMAIL,
      leadId: first.id,
      purpose: "acknowledgement",
    });
    await mailSpentBudgets(trx, published.config, spent, mailbox.domain, day);
    for (const entry of entries) {
      await trx
        .updateTable("waitlist")
        .set({ told_at: at, updated_at: at })
        .where("id", "=", entry.id)
        .execute();
      // Recorded as an admin's move from New to Contacted is.
      if (entry.stage === "new") await setStage(trx, published.actor, entry, "contacted", at);
    }
  }
}

import type { Transaction } from "kysely";
import { waitlistTexts } from "~/content/pages/waitlist";
import { coursePath } from "~/lib/course-paths";
import type { WaitlistEntry } from "~/lib/schemas/waitlist";
import type { Database } from "../db/schema.server";
import { announceLead, insertLead, LeadRefused, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

/**
 * Announced to the company without an acknowledgement: the one mail the visitor asked for is the
 * new batch's, which takes the acknowledgement's budgets when it goes (courses/waitlist-news.server.ts).
 */
export async function storeWaitlistEntry(
  trx: Transaction<Database>,
  store: LeadStore,
  entry: WaitlistEntry,
  visit: LeadVisit,
) {
  const course = store.site.current().content.courses.courses.find((one) => one.key === entry.course);
  // Taken out of the catalogue since the schema was read.
  if (!course) throw new LeadRefused({ course: waitlistTexts.courseUnknown });
  const lead = await insertLead(trx, {
    kind: "waitlist",
    table: "waitlist",
    row: {
      name: entry.name ?? "",
      email: entry.email,
      mobile: entry.mobile ?? "",
      course_key: course.key,
      course_name: course.name,
    },
    visit,
  });
  await announceLead(trx, store, lead, {
    to: store.config.COMPANY_EMAIL,
    subject: waitlistTexts.notification.subject(course.name, entry.name ?? entry.email),
    intro: waitlistTexts.notification.intro(course.name, `${store.config.APP_URL}${coursePath(course.key)}`),
    rows: [
      ["Course", course.name],
      ["Name", entry.name],
      ["Mobile", entry.mobile],
      ["Email", entry.email],
    ],
    replyTo: entry.email,
  });
  return { id: lead.id };
}

import type { Transaction } from "kysely";
import { whatTheySent } from "~/content/mail-templates";
import { courses, formatFee, totalFees } from "~/lib/courses";
import { type CourseEnrolment, chosenCourses } from "~/lib/schemas/course-enrolment";
import type { Database } from "../db/schema.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

/**
 * Stores a course enrolment (its fee total computed here from the catalogue) with its notification
 * and the visitor's acknowledgement, which names the courses as the catalogue does.
 */
export async function storeEnrolment(
  trx: Transaction<Database>,
  store: LeadStore,
  enrolment: CourseEnrolment,
  visit: LeadVisit,
) {
  const skills = chosenCourses(enrolment);
  const total = totalFees(skills);
  const labels = courses.filter((course) => skills.includes(course.key)).map((course) => course.label);
  const lead = await insertLead(trx, {
    kind: "enrolments",
    table: "course_enrolments",
    row: {
      mobile: enrolment.mobile,
      email: enrolment.email,
      description: enrolment.description ?? null,
      skills: JSON.stringify(skills),
      total_fees: total,
    },
    visit,
  });
  const what = labels.length ? `${whatTheySent.enrolments} (${labels.join(", ")})` : whatTheySent.enrolments;
  await announceLead(
    trx,
    store,
    lead,
    {
      to: store.config.COMPANY_EMAIL,
      subject: `New course enrolment: ${enrolment.email}`,
      intro: "A visitor enrolled in the online certification course.",
      rows: [
        ["Mobile", enrolment.mobile],
        ["Email", enrolment.email],
        ["Description", enrolment.description],
        ["Courses", labels.join(", ") || "none chosen"],
        ["Total Fees", formatFee(total)],
      ],
    },
    { email: enrolment.email, what },
  );
  return { id: lead.id, totalFees: total };
}

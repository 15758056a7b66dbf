import { courses, formatFee, totalFees } from "~/lib/courses";
import { type CourseEnrolment, chosenCourses } from "~/lib/schemas/course-enrolment";
import { newId, nowIso } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { enqueueMail } from "../mail/outbox.server";
import type { LeadStore } from "./lead-store.server";

/** Stores a course enrolment with the fee total computed here from the catalogue, and its notification. */
export async function saveEnrolment({ db, config }: LeadStore, enrolment: CourseEnrolment) {
  const id = newId();
  const now = nowIso();
  const skills = chosenCourses(enrolment);
  const total = totalFees(skills);
  const labels = courses.filter((course) => skills.includes(course.key)).map((course) => course.label);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("course_enrolments")
      .values({
        id,
        mobile: enrolment.mobile,
        email: enrolment.email,
        description: enrolment.description ?? null,
        skills: JSON.stringify(skills),
        total_fees: total,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await enqueueMail(
      trx,
      leadMail({
        to: config.COMPANY_EMAIL,
        subject: `New course enrolment: ${enrolment.email}`,
        intro: "A visitor enrolled in the online certification course.",
        rows: [
          ["Mobile", enrolment.mobile],
          ["Email", enrolment.email],
          ["Description", enrolment.description],
          ["Courses", labels.join(", ") || "none chosen"],
          ["Total Fees", formatFee(total)],
        ],
        replyTo: enrolment.email,
        inboxUrl: `${config.APP_URL}/admin/inbox`,
      }),
    );
  });
  return { id, totalFees: total };
}

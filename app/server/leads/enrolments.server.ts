import { whatTheySent } from "~/content/mail-templates";
import { courses, formatFee, totalFees } from "~/lib/courses";
import { type CourseEnrolment, chosenCourses } from "~/lib/schemas/course-enrolment";
import { nowIso, timeOrderedId } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { mailInsert } from "../mail/outbox.server";
import { leadInsert } from "./lead-record.server";
import type { LeadStore, LeadWrites } from "./lead-store.server";

/**
 * The writes that store a course enrolment (its fee total computed here from the catalogue), its
 * pipeline record and its notification, and the visitor's acknowledgement to write after them,
 * naming the courses as the catalogue does.
 */
export function enrolmentWrites({ db, config }: LeadStore, enrolment: CourseEnrolment): LeadWrites {
  const id = timeOrderedId();
  const now = nowIso();
  const skills = chosenCourses(enrolment);
  const total = totalFees(skills);
  const labels = courses.filter((course) => skills.includes(course.key)).map((course) => course.label);
  const row = {
    id,
    mobile: enrolment.mobile,
    email: enrolment.email,
    description: enrolment.description ?? null,
    skills: JSON.stringify(skills),
    total_fees: total,
    created_at: now,
    updated_at: now,
  };
  const queries = [
    db.insertInto("course_enrolments").values(row).compile(),
    leadInsert(db, "enrolments", id, row, now),
    mailInsert(
      db,
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
        appUrl: config.APP_URL,
        leadId: id,
      }),
    ),
  ];
  const what = labels.length ? `${whatTheySent.enrolments} (${labels.join(", ")})` : whatTheySent.enrolments;
  const acknowledgement = { leadId: id, to: enrolment.email, what, at: now };
  return { extra: { id, totalFees: total }, queries, acknowledgement };
}

import type { Transaction } from "kysely";
import { enrolmentLines } from "~/content/pages/course-payment";
import { batchLine } from "~/content/pages/courses";
import { onlineCoursePage } from "~/content/pages/online-course";
import {
  batchField,
  COURSES_FIELD,
  type Course,
  commonCurrency,
  feesOf,
  firstOpenBatch,
  formatFee,
  formatTotals,
  type OfferedBatch,
  totalsOf,
  unavailableBatchMessage,
  unavailableMessages,
} from "~/lib/courses";
import { leadKindViews } from "~/lib/lead-kinds";
import type { CourseEnrolment } from "~/lib/schemas/course-enrolment";
import { offerOf, takeSeat } from "../courses/batches.server";
import { enrolmentReference, paymentFor, upiQrAttachment } from "../courses/payment.server";
import type { Database } from "../db/schema.server";
import { timeOrderedId } from "../ids.server";
import { announceLead, insertLead, LeadRefused, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

/**
 * A person already holding a seat is stored all the same, without a second seat. A course closed
 * since the schema was read, or a batch that filled up, refuses the whole enrolment (LeadRefused).
 */
export async function storeEnrolment(
  trx: Transaction<Database>,
  store: LeadStore,
  enrolment: CourseEnrolment,
  visit: LeadVisit,
) {
  const catalogue = store.site.current().content.courses;
  const chosen = new Set(enrolment.chosen);
  const offer = await offerOf(trx, catalogue);
  const courses = offer.courses.filter((course) => chosen.has(course.key));
  const id = timeOrderedId();
  const refused: Record<string, string> = {};
  if (courses.length === 0) refused[COURSES_FIELD] = onlineCoursePage.noCourse;
  const places: { course: Course; batch: OfferedBatch }[] = [];
  const trainee = { id, email: enrolment.email, mobile: enrolment.mobile };
  for (const course of courses) {
    const named = enrolment.batches[course.key];
    const batch =
      named === undefined ? firstOpenBatch(course) : course.batches.find((one) => one.startsOn === named);
    if (!batch) {
      if (named === undefined)
        refused[course.key] = unavailableMessages[course.unavailable ?? "closed"](course.name);
      else refused[batchField(course.key)] = unavailableBatchMessage(course.name);
    } else if ((await takeSeat(trx, course.key, batch, trainee)) === "full")
      refused[named === undefined ? course.key : batchField(course.key)] =
        named === undefined ? unavailableMessages.full(course.name) : unavailableBatchMessage(course.name);
    else places.push({ course: { ...course, batches: [batch] }, batch });
  }
  if (Object.keys(refused).length > 0) throw new LeadRefused(refused);

  const fees = feesOf(
    places.map((place) => place.course),
    chosen,
  );
  const totals = totalsOf(fees);
  // The spec's single total and currency hold when the courses share one; a mix keeps each fee's.
  const currency = commonCurrency(fees);
  const total = currency ? (totals[currency] ?? 0) : 0;
  const lead = await insertLead(trx, {
    kind: "enrolments",
    table: "course_enrolments",
    id,
    row: {
      name: enrolment.name ?? "",
      mobile: enrolment.mobile,
      email: enrolment.email,
      description: enrolment.description ?? null,
      skills: JSON.stringify(fees.map((paid) => paid.key)),
      total_fees: total,
      fees: JSON.stringify(fees),
      currency,
    },
    visit,
  });
  const { payments, profile } = store.site.current().content;
  const reference = enrolmentReference(lead.id);
  const payment = await paymentFor(totals, payments, profile.name, reference);
  const enrolled = places.map(({ course, batch }) => ({ course: course.name, batch: batchLine(batch) }));
  const priced = fees.map((paid) => `${paid.label}, ${formatFee(paid.fee, paid.currency)}`);
  const what = `${leadKindViews.enrolments.whatTheySent} (${priced.join("; ")}: ${formatTotals(totals)} in all)`;
  await announceLead(
    trx,
    store,
    lead,
    {
      to: store.config.COMPANY_EMAIL,
      subject: `New course enrolment: ${enrolment.name ?? enrolment.email}`,
      intro: "A visitor enrolled in a course.",
      rows: [
        ["Name", enrolment.name],
        ["Mobile", enrolment.mobile],
        ["Email", enrolment.email],
        ["Description", enrolment.description],
        ["Courses", fees.map((paid) => paid.label).join(", ")],
        ["Batches", enrolled.map((place) => `${place.course}: ${place.batch}`).join("\n")],
        ["Fees", fees.map((paid) => `${paid.label}: ${formatFee(paid.fee, paid.currency)}`).join(", ")],
        ["Total Fees", formatTotals(totals)],
        ["Reference", reference],
      ],
    },
    {
      email: enrolment.email,
      what,
      more: enrolmentLines(enrolled, totals, payment).join("\n"),
      ...(payment.upi && {
        attachments: [await upiQrAttachment(store.config.UPLOADS_DIR, payment.upi.link, reference)],
      }),
    },
  );
  const detail = `${onlineCoursePage.labels.totalFees}: ${formatTotals(totals)}`;
  return { id: lead.id, detail, totals, payment, enrolled, ...(currency && { totalFees: total }) };
}

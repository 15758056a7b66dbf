import { batchLine } from "~/content/pages/courses";
import { batchOf, type Catalogue, formatBatchDate } from "~/lib/courses";

/**
 * "Python · Sat, 6 Mar 2027 · …" for a receipt or a mail: the course as the enrolment named it, and
 * the batch it holds a seat in as the catalogue describes it (its date alone once the catalogue
 * no longer has it); the name alone without a seat.
 */
export function seatLine(
  label: string,
  catalogue: Catalogue,
  seat: { course_key: string; starts_on: string } | undefined,
): string {
  if (!seat) return label;
  const course = catalogue.courses.find((one) => one.key === seat.course_key);
  const batch = course ? batchOf(course, seat.starts_on) : null;
  const when = batch ? batchLine(batch) : formatBatchDate(seat.starts_on);
  return when ? `${label} · ${when}` : label;
}

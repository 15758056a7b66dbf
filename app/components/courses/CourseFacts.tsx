import { batchLine, coursesPage as page } from "~/content/pages/courses";
import { onlineCoursePage } from "~/content/pages/online-course";
import { formatFee, type OfferedBatch, type OfferedCourse, unavailableLabels } from "~/lib/courses";

export const seatsOfBatch = (batch: OfferedBatch) =>
  batch.unavailable
    ? unavailableLabels[batch.unavailable]
    : onlineCoursePage.course.seatsLeft(batch.seatsLeft);

/** What a trainee weighs before enrolling: fee, length, and each batch taking enrolments unless shown apart. */
export function CourseFacts({ course, batches = true }: { course: OfferedCourse; batches?: boolean }) {
  const facts: [string, React.ReactNode][] = [
    [page.facts.fee, formatFee(course.fee, course.currency)],
    [page.facts.duration, course.duration],
  ];
  if (batches)
    facts.push([
      page.facts.batches,
      course.batches.length === 0 ? (
        page.closed
      ) : (
        <ul key="batches" className="flex flex-col gap-1">
          {course.batches.map((batch) => (
            <li key={batch.startsOn}>
              {batchLine(batch)} ({seatsOfBatch(batch)})
            </li>
          ))}
        </ul>
      ),
    ]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

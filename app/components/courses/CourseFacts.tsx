import { coursesPage as page } from "~/content/pages/courses";
import { onlineCoursePage } from "~/content/pages/online-course";
import { courseModeLabel, formatBatchDate, formatFee, type OfferedCourse } from "~/lib/courses";

/** What a trainee weighs before enrolling: fee, length, mode, the next batch and its seats. */
export function CourseFacts({ course }: { course: OfferedCourse }) {
  const batch = formatBatchDate(course.nextBatch);
  const seats =
    course.unavailable === "closed"
      ? page.closed
      : course.unavailable === "full"
        ? page.full
        : onlineCoursePage.course.seatsLeft(course.seatsLeft);
  const facts: [string, React.ReactNode][] = [
    [page.facts.fee, formatFee(course.fee, course.currency)],
    [page.facts.duration, course.duration],
    [page.facts.mode, courseModeLabel(course.mode)],
    [
      page.facts.nextBatch,
      batch ? (
        <time key="date" dateTime={course.nextBatch}>
          {batch}
        </time>
      ) : (
        onlineCoursePage.course.toBeAnnounced
      ),
    ],
    [page.facts.seats, seats],
  ];
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

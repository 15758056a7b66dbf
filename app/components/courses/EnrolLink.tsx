import { Link } from "react-router";
import { coursesPage as page } from "~/content/pages/courses";
import { enrolPath } from "~/lib/course-paths";
import { batchValue, type OfferedBatch, type OfferedCourse } from "~/lib/courses";

/** Shown only while the course, or the batch named, takes enrolments. */
export function EnrolLink({ course, batch }: { course: OfferedCourse; batch?: OfferedBatch }) {
  if (batch ? batch.unavailable : course.unavailable) return null;
  return (
    <Link
      to={enrolPath(course.key, batch && batchValue(batch.startsOn))}
      aria-label={batch ? page.enrolInBatch(course.name, batch) : page.enrolIn(course.name)}
      className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
    >
      {page.enrol}
    </Link>
  );
}

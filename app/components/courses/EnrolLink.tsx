import { Link } from "react-router";
import { coursesPage as page } from "~/content/pages/courses";
import { enrolPath } from "~/lib/course-paths";
import type { OfferedCourse } from "~/lib/courses";

/** Shown only while the course takes enrolments. */
export function EnrolLink({ course }: { course: OfferedCourse }) {
  if (course.unavailable) return null;
  return (
    <Link
      to={enrolPath(course.key)}
      aria-label={page.enrolIn(course.name)}
      className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
    >
      {page.enrol}
    </Link>
  );
}

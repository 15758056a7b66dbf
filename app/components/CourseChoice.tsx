import { onlineCoursePage as page } from "~/content/pages/online-course";
import {
  courseModeLabel,
  formatBatchDate,
  formatFee,
  type OfferedCourse,
  unavailableLabels,
} from "~/lib/courses";

export function CourseChoice({
  course,
  checked,
  error,
  onChange,
}: {
  course: OfferedCourse;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { course: words } = page;
  const id = `course-${course.key}`;
  const disabled = course.unavailable !== null;
  const batch = formatBatchDate(course.nextBatch);
  return (
    <li className="flex flex-col gap-1 rounded-md p-2 ring-1 ring-slate-200 has-[:enabled]:hover:bg-brand-50">
      <label htmlFor={id} className="flex items-center gap-2 font-semibold text-slate-900">
        <input
          id={id}
          type="checkbox"
          name={course.key}
          checked={checked && !disabled}
          disabled={disabled}
          aria-describedby={`${id}-details${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="size-4 accent-brand-700"
        />
        <span>
          {course.name}{" "}
          <span className="font-normal text-slate-700">({formatFee(course.fee, course.currency)})</span>
        </span>
      </label>
      <div id={`${id}-details`} className="pl-6 text-slate-700 text-sm">
        {course.unavailable ? (
          <p className="font-semibold text-red-800">{unavailableLabels[course.unavailable]}.</p>
        ) : null}
        {course.description ? <p>{course.description}</p> : null}
        <p>
          {words.duration}: {course.duration}. {words.mode}: {courseModeLabel(course.mode)}. {words.nextBatch}
          : {batch ? <time dateTime={course.nextBatch}>{batch}</time> : words.toBeAnnounced}.{" "}
          {course.open ? `${words.seatsLeft(course.seatsLeft)}.` : null}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="pl-6 font-semibold text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </li>
  );
}

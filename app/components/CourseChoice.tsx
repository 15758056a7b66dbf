import { batchLine } from "~/content/pages/courses";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { batchField, batchValue, formatFee, type OfferedCourse, unavailableLabels } from "~/lib/courses";

export function CourseChoice({
  course,
  checked,
  batch,
  error,
  batchError,
  onChange,
}: {
  course: OfferedCourse;
  checked: boolean;
  /** The batch chosen before the form opened, as `batchValue`. */
  batch?: string;
  error?: string;
  batchError?: string;
  onChange: (checked: boolean) => void;
}) {
  const { course: words } = page;
  const id = `course-${course.key}`;
  const select = batchField(course.key);
  const disabled = course.unavailable !== null;
  const [only] = course.batches.length === 1 ? course.batches : [];
  const choosing = course.batches.length > 1 && !disabled;
  const soonest = course.batches.find((one) => one.unavailable === null);
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
          {words.duration}: {course.duration}.
          {only ? ` ${words.batch}: ${batchLine(only)}. ${words.seatsLeft(only.seatsLeft)}.` : null}
        </p>
      </div>
      {choosing ? (
        <div className="flex flex-col gap-1 pl-6 text-sm">
          <label htmlFor={select} className="font-semibold text-slate-800">
            {words.batchOf(course.name)}
          </label>
          <select
            id={select}
            name={select}
            defaultValue={batch ?? batchValue(soonest?.startsOn ?? "")}
            aria-invalid={batchError ? true : undefined}
            aria-describedby={batchError ? `${select}-error` : undefined}
            className="max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
          >
            {course.batches.map((one) => (
              <option key={one.startsOn} value={batchValue(one.startsOn)} disabled={one.unavailable !== null}>
                {batchLine(one)} (
                {one.unavailable ? unavailableLabels[one.unavailable] : words.seatsLeft(one.seatsLeft)})
              </option>
            ))}
          </select>
          {batchError ? (
            <p id={`${select}-error`} className="font-semibold text-red-800">
              {batchError}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pl-6 font-semibold text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </li>
  );
}

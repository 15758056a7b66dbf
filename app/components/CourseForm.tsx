import { useState } from "react";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { type ActionResult, type Status, statusOf } from "~/lib/action-result";
import { type CourseKey, courses, formatFee, totalFees } from "~/lib/courses";
import { endpoints } from "~/lib/endpoints";
import { limits } from "~/lib/schemas/limits";
import { useLeadForm } from "~/lib/use-lead-form";
import { formValues, validate } from "~/lib/validation";
import { EmailField, MobileField } from "./forms/CommonFields";
import { SubmitButton, TextAreaField, TextField } from "./forms/Field";
import { Honeypot } from "./forms/Honeypot";
import { PrivacyNoticeLink } from "./forms/PrivacyNoticeLink";
import { VisitFields } from "./forms/VisitFields";
import { StatusMessage } from "./StatusMessage";

const loadSchema = () =>
  import("~/lib/schemas/course-enrolment").then((module) => module.courseEnrolmentSchema);

/**
 * The online-course form: a checkbox per course with its dollar fee, and a read-only Total Fees
 * that follows every change. A field's message shows once the field was touched and is invalid;
 * the total the server computes is the one that counts.
 */
export function CourseForm({ result }: { result?: ActionResult }) {
  const {
    fetcher,
    form,
    onSubmit,
    onFocus,
    withSchema,
    noValidate,
    errors: submitErrors,
    answer,
  } = useLeadForm(loadSchema, result);
  const [chosen, setChosen] = useState<Set<CourseKey>>(new Set());
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [liveErrors, setLiveErrors] = useState<Record<string, string>>({});
  const [reported, setReported] = useState<ActionResult | undefined>(result);
  if (fetcher.data !== undefined && fetcher.data !== reported) {
    setReported(fetcher.data);
    if (fetcher.data.ok) {
      setChosen(new Set());
      setTouched(new Set());
      setLiveErrors({});
    }
  }

  const recheck = (target: HTMLFormElement) =>
    withSchema((schema) => {
      const check = validate(schema, formValues(new FormData(target)));
      setLiveErrors(check.ok ? {} : check.fields);
    });
  const touch = (name: string) => setTouched((names) => new Set(names).add(name));
  const errorFor = (name: string) => (touched.has(name) ? liveErrors[name] : undefined) ?? submitErrors[name];

  const { labels } = page;
  const status: Status | null = answer?.ok
    ? { ...(statusOf(answer) as Status), detail: `${labels.totalFees}: ${formatFee(answer.totalFees ?? 0)}` }
    : statusOf(answer);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={endpoints.courseData}
      noValidate={noValidate}
      onSubmit={(event) => {
        setTouched(new Set(["mobile", "email", "description"]));
        recheck(event.currentTarget);
        onSubmit(event);
      }}
      onFocus={onFocus}
      onChange={(event) => recheck(event.currentTarget)}
      onBlur={(event) => {
        const name =
          event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement
            ? event.target.name
            : "";
        if (name) {
          touch(name);
          recheck(event.currentTarget);
        }
      }}
      className="flex max-w-2xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <Honeypot />
      <VisitFields />
      <MobileField label={labels.mobile} inputMode="numeric" error={errorFor("mobile")} reserveErrorLine />
      <EmailField label={labels.email} error={errorFor("email")} reserveErrorLine />
      <TextAreaField
        label={labels.description}
        name="description"
        maxLength={limits.longText}
        rows={3}
        error={errorFor("description")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-slate-800">{labels.skills}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {courses.map((course) => (
            <label
              key={course.key}
              className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-brand-50"
            >
              <input
                type="checkbox"
                name={course.key}
                checked={chosen.has(course.key)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.currentTarget.checked) next.add(course.key);
                  else next.delete(course.key);
                  setChosen(next);
                }}
                className="size-4 accent-brand-700"
              />
              <span>
                {course.label} <span className="text-slate-600">({formatFee(course.fee)})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={labels.totalFees}
        name="totalFees"
        readOnly
        value={formatFee(totalFees(chosen))}
        aria-live="polite"
        className="w-40 rounded-md border border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900"
      />
      <SubmitButton busy={fetcher.state !== "idle"}>{labels.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage status={status} />
    </fetcher.Form>
  );
}

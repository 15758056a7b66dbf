import { useState } from "react";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { type ActionResult, statusOf } from "~/lib/action-result";
import {
  batchField,
  COURSES_FIELD,
  feesOf,
  formatTotals,
  type Offer,
  type Totals,
  totalsOf,
} from "~/lib/courses";
import { endpoints } from "~/lib/endpoints";
import { limits } from "~/lib/schemas/limits";
import { useLeadForm } from "~/lib/use-lead-form";
import { formValues, validate } from "~/lib/validation";
import { CourseChoice } from "./CourseChoice";
import { EnrolmentConfirmation } from "./courses/EnrolmentConfirmation";
import { EmailField, MobileField, NameField } from "./forms/CommonFields";
import { SubmitButton, TextAreaField, TextField } from "./forms/Field";
import { Honeypot } from "./forms/Honeypot";
import { PrivacyNoticeLink } from "./forms/PrivacyNoticeLink";
import { VisitFields } from "./forms/VisitFields";
import { StatusMessage } from "./StatusMessage";

// The total shown is a preview: the server's is the one that counts.
export function CourseForm({
  offer,
  ticked,
  batch,
  result,
}: {
  offer: Offer;
  /** A course chosen before the form opened, and its batch (as `batchValue`). */
  ticked?: string | null;
  batch?: string | null;
  result?: ActionResult;
}) {
  const loadSchema = () =>
    import("~/lib/schemas/course-enrolment").then((module) => module.courseEnrolmentSchemaFor(offer.courses));
  // The confirmation with how to pay takes the focus on success.
  const {
    fetcher,
    formProps,
    statusRef,
    withSchema,
    errors: submitErrors,
    answer,
  } = useLeadForm(loadSchema, result, { ownConfirmation: true });
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(ticked ? [ticked] : []));
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
  // Checked live once sent, so ticking a course clears it at once.
  const noCourse = touched.has(COURSES_FIELD) ? liveErrors[COURSES_FIELD] : submitErrors[COURSES_FIELD];

  const { labels } = page;
  // With nothing chosen the total reads as zero in the first course's currency.
  const total = (totals: Totals) => formatTotals(totals, offer.courses[0]?.currency);
  const refusals =
    answer && !answer.ok
      ? [...offer.courses.flatMap((course) => [course.key, batchField(course.key)]), COURSES_FIELD]
          .map((key) => answer.fields?.[key])
          .filter(Boolean)
      : [];
  // A success tells the total due; a refusal, what it says of the courses.
  const detail = answer?.ok ? `${labels.totalFees}: ${total(answer.totals ?? {})}` : refusals.join(" ");
  const shown = statusOf(answer);
  const status = shown && detail ? { ...shown, detail } : shown;

  return (
    <>
      <fetcher.Form
        {...formProps}
        method="post"
        action={endpoints.courseData}
        onSubmit={(event) => {
          setTouched(new Set(["mobile", "email", "description", COURSES_FIELD]));
          recheck(event.currentTarget);
          formProps.onSubmit(event);
        }}
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
        <NameField label={labels.name} required={false} error={errorFor("name")} />
        <MobileField label={labels.mobile} inputMode="numeric" error={errorFor("mobile")} reserveErrorLine />
        <EmailField label={labels.email} error={errorFor("email")} reserveErrorLine />
        <TextAreaField
          label={labels.description}
          name="description"
          maxLength={limits.longText}
          rows={3}
          error={errorFor("description")}
        />
        {/* Named and focusable, so a refusal of no course moves the focus here as to a field. */}
        <fieldset
          name={COURSES_FIELD}
          tabIndex={-1}
          className="flex flex-col gap-2"
          aria-describedby={noCourse ? "courses-error" : undefined}
        >
          <legend className="mb-2 font-semibold text-slate-800">{labels.skills}</legend>
          {noCourse ? (
            <p id="courses-error" className="font-semibold text-red-800 text-sm">
              {noCourse}
            </p>
          ) : null}
          <ul className="grid gap-3 sm:grid-cols-2">
            {offer.courses.map((course) => (
              <CourseChoice
                key={course.key}
                course={course}
                checked={chosen.has(course.key)}
                batch={course.key === ticked ? (batch ?? undefined) : undefined}
                error={errorFor(course.key)}
                batchError={errorFor(batchField(course.key))}
                onChange={(checked) => {
                  const next = new Set(chosen);
                  if (checked) next.add(course.key);
                  else next.delete(course.key);
                  touch(course.key);
                  setChosen(next);
                }}
              />
            ))}
          </ul>
        </fieldset>
        <TextField
          label={labels.totalFees}
          name="totalFees"
          readOnly
          value={total(totalsOf(feesOf(offer.courses, chosen)))}
          aria-live="polite"
          className="w-full max-w-xs rounded-md border border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        />
        <SubmitButton busy={fetcher.state !== "idle"}>{labels.submit}</SubmitButton>
        <PrivacyNoticeLink />
        <StatusMessage ref={statusRef} status={status} />
      </fetcher.Form>
      {answer?.ok && answer.payment ? (
        <EnrolmentConfirmation
          key={answer.id}
          enrolled={answer.enrolled ?? []}
          due={answer.totals ?? {}}
          payment={answer.payment}
        />
      ) : null}
    </>
  );
}

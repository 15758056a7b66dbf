import { useEffect, useRef, useState } from "react";
import { coursePayment } from "~/content/pages/course-payment";
import { batchLine } from "~/content/pages/courses";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import { type ActionResult, statusOf } from "~/lib/action-result";
import {
  batchField,
  batchValue,
  COURSES_FIELD,
  feesOf,
  formatFee,
  formatTotals,
  type Offer,
  type OfferedCourse,
  type Totals,
  totalsOf,
  unavailableLabels,
} from "~/lib/courses";
import { endpoints } from "~/lib/endpoints";
import { described } from "~/lib/field-errors";
import { limits } from "~/lib/schemas/limits";
import type { PaymentInstructions } from "~/lib/upi";
import { useLeadForm } from "~/lib/use-lead-form";
import { formValues, validate } from "~/lib/validation";
import { EmailField, MobileField, NameField } from "./forms/CommonFields";
import { SubmitButton, TextAreaField, TextField } from "./forms/Field";
import { HiddenLeadFields, PrivacyNoticeLink } from "./forms/LeadFormParts";
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
        <HiddenLeadFields />
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
                errorFor={errorFor}
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

function CourseChoice({
  course,
  checked,
  batch,
  errorFor,
  onChange,
}: {
  course: OfferedCourse;
  checked: boolean;
  batch?: string;
  errorFor: (name: string) => string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const { course: words } = page;
  const id = `course-${course.key}`;
  const select = batchField(course.key);
  const error = errorFor(course.key);
  const batchError = errorFor(select);
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
            {...described(select, batchError)}
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

/** Shown once an enrolment is stored, and brought into view: it is what the trainee does next. */
export function EnrolmentConfirmation({
  enrolled,
  due,
  payment,
}: {
  enrolled: { course: string; batch: string }[];
  due: Totals;
  payment: PaymentInstructions;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "start" });
    panel.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="enrolment-heading"
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="enrolment-heading" className="font-bold text-brand-900 text-xl">
        {coursePayment.confirmationHeading}
      </h2>
      {enrolled.length > 0 ? (
        <>
          <h3 className="font-semibold text-slate-900">{coursePayment.batchesHeading}</h3>
          <ul className="list-disc pl-5">
            {enrolled.map((place) => (
              <li key={place.course}>
                <span className="font-semibold">{place.course}</span>: {place.batch}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="font-semibold">{coursePayment.due(due)}</p>
      <h3 className="font-semibold text-slate-900">{coursePayment.heading}</h3>
      {payment.upi ? (
        <>
          <p>{coursePayment.upi(payment.upi.rupees)}</p>
          <img
            src={payment.upi.qrCode}
            alt={coursePayment.qrAlt(payment.upi.rupees)}
            width={200}
            height={200}
          />
          <a
            href={payment.upi.link}
            className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {coursePayment.openApp}
          </a>
        </>
      ) : null}
      {payment.otherwise ? (
        payment.otherwise.bankDetails ? (
          <>
            <p>{coursePayment.bank(payment.otherwise.due)}</p>
            <p className="whitespace-pre-wrap">{payment.otherwise.bankDetails}</p>
          </>
        ) : (
          <p>{coursePayment.later(payment.otherwise.due)}</p>
        )
      ) : null}
      <p className="font-semibold">{coursePayment.reference(payment.reference)}</p>
      <p>{coursePayment.keepSeat(payment.payWithinDays)}</p>
      <p>{coursePayment.next}</p>
    </section>
  );
}

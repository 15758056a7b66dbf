import { coursePayment } from "~/content/pages/course-payment";
import { batchLine } from "~/content/pages/courses";
import { onlineCoursePage as page } from "~/content/pages/online-course";
import type { ActionResult } from "~/lib/action-result";
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
import { enrolmentStatus } from "~/lib/enrolment-status";
import { described, fieldErrorClass } from "~/lib/field-errors";
import { limits } from "~/lib/schemas/limits";
import type { PaymentInstructions } from "~/lib/upi";
import { EmailField, MobileField, NameField } from "./forms/CommonFields";
import { SubmitButton, TextAreaField, TextField } from "./forms/Field";
import { HiddenLeadFields, PrivacyNoticeLink } from "./forms/LeadFormParts";
import { StatusMessage } from "./StatusMessage";

/**
 * Markup only: the lead form's script (app/lib/lead-form-script) keeps the total, checks the fields
 * once touched, sends the form and shows how to pay. `result` answers a post made without JavaScript.
 * The total shown is a preview: the server's is the one that counts.
 */
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
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const noCourse = errors[COURSES_FIELD];
  const { labels } = page;
  const chosen = ticked ? [ticked] : [];
  const status = enrolmentStatus(
    result,
    offer.courses.map((course) => course.key),
  );
  return (
    <>
      <form
        method="post"
        action={page.seo.path}
        data-lead-form="course"
        className="flex max-w-2xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <HiddenLeadFields />
        <NameField label={labels.name} required={false} error={errors.name} />
        <MobileField label={labels.mobile} inputMode="numeric" error={errors.mobile} reserveErrorLine />
        <EmailField label={labels.email} error={errors.email} reserveErrorLine />
        <TextAreaField
          label={labels.description}
          name="description"
          maxLength={limits.longText}
          rows={3}
          error={errors.description}
        />
        {/* Named and focusable, so a refusal of no course moves the focus here as to a field. */}
        <fieldset
          id={COURSES_FIELD}
          name={COURSES_FIELD}
          tabIndex={-1}
          // A fieldset is as wide as its widest batch line unless told otherwise: a phone would scroll sideways.
          className="flex min-w-0 flex-col gap-2"
          {...described(COURSES_FIELD, noCourse)}
        >
          <legend className="mb-2 font-semibold text-slate-800">{labels.skills}</legend>
          {noCourse ? (
            <p id={`${COURSES_FIELD}-error`} className={fieldErrorClass}>
              {noCourse}
            </p>
          ) : null}
          <ul className="grid gap-3 sm:grid-cols-2">
            {offer.courses.map((course) => (
              <CourseChoice
                key={course.key}
                course={course}
                checked={chosen.includes(course.key)}
                batch={course.key === ticked ? (batch ?? undefined) : undefined}
                errors={errors}
              />
            ))}
          </ul>
        </fieldset>
        <TextField
          label={labels.totalFees}
          name="totalFees"
          readOnly
          defaultValue={formatTotals(totalsOf(feesOf(offer.courses, chosen)), offer.courses[0]?.currency)}
          data-none={offer.courses[0]?.currency}
          aria-live="polite"
          className="w-full max-w-xs rounded-md border border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        />
        <SubmitButton>{labels.submit}</SubmitButton>
        <PrivacyNoticeLink />
        {/* After a post without JavaScript, the focus goes to how to pay when there is one. */}
        <StatusMessage focusable={!(result?.ok && result.payment)} status={status} />
      </form>
      {result?.ok && result.payment ? (
        <EnrolmentConfirmation
          enrolled={result.enrolled ?? []}
          due={result.totals ?? {}}
          payment={result.payment}
        />
      ) : null}
    </>
  );
}

// Its name, fee and currency ride on the checkbox, for the script's total and checks.
function CourseChoice({
  course,
  checked,
  batch,
  errors,
}: {
  course: OfferedCourse;
  checked: boolean;
  batch?: string;
  errors: Record<string, string>;
}) {
  const { course: words } = page;
  const id = `course-${course.key}`;
  const select = batchField(course.key);
  const error = errors[course.key];
  const batchError = errors[select];
  const disabled = course.unavailable !== null;
  const [only] = course.batches.length === 1 ? course.batches : [];
  const choosing = course.batches.length > 1 && !disabled;
  const soonest = course.batches.find((one) => one.unavailable === null);
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-md p-2 ring-1 ring-slate-200 has-[:enabled]:hover:bg-brand-50 [&>p]:pl-6">
      <label htmlFor={id} className="flex items-center gap-2 font-semibold text-slate-900">
        <input
          id={id}
          type="checkbox"
          name={course.key}
          defaultChecked={checked && !disabled}
          disabled={disabled}
          data-name={course.name}
          data-fee={course.fee}
          data-currency={course.currency}
          // The details under it are its hint (`${id}-hint`): a refusal is read out with them.
          {...described(id, error, "details")}
          className="size-4 accent-brand-700"
        />
        <span>
          {course.name}{" "}
          <span className="font-normal text-slate-700">({formatFee(course.fee, course.currency)})</span>
        </span>
      </label>
      <div id={`${id}-hint`} className="pl-6 text-slate-700 text-sm">
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
            className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
          >
            {course.batches.map((one) => (
              <option key={one.startsOn} value={batchValue(one.startsOn)} disabled={one.unavailable !== null}>
                {batchLine(one)} (
                {one.unavailable ? unavailableLabels[one.unavailable] : words.seatsLeft(one.seatsLeft)})
              </option>
            ))}
          </select>
          {batchError ? (
            <p id={`${select}-error`} className={fieldErrorClass}>
              {batchError}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Shown once an enrolment is stored, with the focus: it is what the trainee does next. The course
 * form's script gets this markup in its JSON answer (routes/leads/online-course.tsx).
 */
export function EnrolmentConfirmation({
  enrolled,
  due,
  payment,
}: {
  enrolled: { course: string; batch: string }[];
  due: Totals;
  payment: PaymentInstructions;
}) {
  return (
    <section
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the answer to the enrolment the visitor just posted.
      autoFocus
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

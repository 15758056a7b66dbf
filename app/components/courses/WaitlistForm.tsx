import { waitlistTexts as texts } from "~/content/pages/waitlist";
import { type ActionResult, statusOf } from "~/lib/action-result";
import { coursePath } from "~/lib/course-paths";
import type { OfferedCourse } from "~/lib/courses";
import { EmailField, MobileField, NameField } from "../forms/CommonFields";
import { SubmitButton } from "../forms/Field";
import { HiddenLeadFields, PrivacyNoticeLink } from "../forms/LeadFormParts";
import { StatusMessage } from "../StatusMessage";

/**
 * Markup only, driven by the lead form's script; posts to the course's own page, which answers with
 * itself without JavaScript.
 */
export function WaitlistForm({ course, result }: { course: OfferedCourse; result?: ActionResult }) {
  if (!course.unavailable) return null;
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const status = statusOf(result);
  const { labels } = texts;
  return (
    <section aria-labelledby="waitlist-heading" className="flex max-w-xl flex-col gap-3">
      <h2 id="waitlist-heading" className="font-bold text-2xl text-brand-900">
        {texts.heading}
      </h2>
      <p className="text-slate-700">
        {texts.intro[course.unavailable](course.name)} {texts.promise}
      </p>
      <form
        method="post"
        action={coursePath(course.key)}
        data-lead-form="waitlist"
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <HiddenLeadFields />
        <input type="hidden" name="course" value={course.key} />
        <EmailField label={labels.email} error={errors.email} />
        <NameField label={labels.name} required={false} error={errors.name} />
        <MobileField label={labels.mobile} required={false} error={errors.mobile} />
        <SubmitButton>{labels.submit}</SubmitButton>
        <PrivacyNoticeLink />
        {/* The course is no field they fill: a refusal of it is told here. */}
        <StatusMessage
          focusable
          status={status && errors.course ? { ...status, detail: errors.course } : status}
        />
      </form>
    </section>
  );
}

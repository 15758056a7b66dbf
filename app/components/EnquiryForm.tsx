import { Link } from "react-router";
import { coursesLinks } from "~/content/pages/courses-links";
import { courseOptions, type EnquiryPageContent } from "~/content/pages/enquiry-forms";
import { type ActionResult, statusOf } from "~/lib/action-result";
import { COURSES_PATH } from "~/lib/course-paths";
import { limits } from "~/lib/schemas/limits";
import { EmailField, MobileField, NameField } from "./forms/CommonFields";
import { SelectField, SubmitButton, TextAreaField } from "./forms/Field";
import { HiddenLeadFields, PrivacyNoticeLink } from "./forms/LeadFormParts";
import { StatusMessage } from "./StatusMessage";

// Markup only: the lead form's script (app/lib/lead-form-script) checks and sends it in place.
// `result` is the answer of a post made without JavaScript.
export function EnquiryForm({
  page,
  action,
  kind,
  uploadIds,
  result,
}: {
  page: EnquiryPageContent;
  action: string;
  kind: "need" | "online";
  uploadIds: string[];
  result?: ActionResult;
}) {
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const { labels } = page;

  return (
    <form
      method="post"
      action={action}
      data-lead-form={kind}
      data-links-uploads=""
      className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <HiddenLeadFields />
      {uploadIds.length > 0 ? <input type="hidden" name="uploadIds" value={uploadIds.join(",")} /> : null}
      <SelectField
        label={labels.selection}
        name="selection"
        placeholder={labels.choose}
        options={page.options}
        error={errors.selection}
      />
      {/* Without JavaScript the conditional rows are shown: the visitor may need them. */}
      <div data-shown-when="selection=Other" className="hidden noscript:block">
        <TextAreaField
          label={labels.otherComment}
          name="otherComment"
          maxLength={limits.shortText}
          rows={2}
          error={errors.otherComment}
        />
      </div>
      {kind === "online" ? (
        <div data-shown-when="selection=OnlineCertification" className="hidden noscript:block">
          <SelectField
            label={labels.courseSelection}
            name="courseSelection"
            placeholder={labels.choose}
            options={courseOptions}
            error={errors.courseSelection}
          />
          <Link
            to={COURSES_PATH}
            className="mt-1 inline-block font-semibold text-brand-700 text-sm underline"
          >
            {coursesLinks.online}
          </Link>
        </div>
      ) : null}
      <NameField label={labels.name} error={errors.name} />
      <MobileField label={labels.mobile} error={errors.mobile} />
      <EmailField label={labels.email} error={errors.email} />
      <TextAreaField
        label={labels.generalComment}
        name="generalComment"
        maxLength={limits.longText}
        error={errors.generalComment}
      />
      <SubmitButton>{labels.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage focusable status={statusOf(result)} />
    </form>
  );
}

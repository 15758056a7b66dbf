import { feedbackPage as page } from "~/content/pages/feedback";
import { type ActionResult, statusOf } from "~/lib/action-result";
import { endpoints } from "~/lib/endpoints";
import { limits } from "~/lib/schemas/limits";
import { EmailField, NameField } from "./forms/CommonFields";
import { SubmitButton, TextAreaField } from "./forms/Field";
import { formCardClass } from "./forms/form-card";
import { HiddenLeadFields, PrivacyNoticeLink } from "./forms/LeadFormParts";
import { StatusMessage } from "./StatusMessage";

// Markup only: the lead form's script (app/lib/lead-form-script) checks and sends it in place.
// `result` is the answer of a post made without JavaScript.
export function FeedbackForm({ result }: { result?: ActionResult }) {
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const { labels } = page;
  return (
    <form method="post" action={endpoints.feedback} data-lead-form="feedback" className={formCardClass}>
      <HiddenLeadFields />
      <NameField label={labels.name} error={errors.name} />
      <EmailField label={labels.email} error={errors.email} />
      <TextAreaField
        label={labels.message}
        name="message"
        required
        maxLength={limits.longText}
        rows={5}
        error={errors.message}
      />
      <SubmitButton>{labels.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage focusable status={statusOf(result)} />
    </form>
  );
}

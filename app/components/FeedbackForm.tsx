import { feedbackPage as page } from "~/content/pages/feedback";
import type { ActionResult } from "~/lib/action-result";
import { endpoints } from "~/lib/endpoints";
import { limits } from "~/lib/schemas/limits";
import { useLeadForm } from "~/lib/use-lead-form";
import { EmailField, NameField } from "./forms/CommonFields";
import { SubmitButton, TextAreaField } from "./forms/Field";
import { Honeypot } from "./forms/Honeypot";
import { PrivacyNoticeLink } from "./forms/PrivacyNoticeLink";
import { VisitFields } from "./forms/VisitFields";
import { StatusMessage } from "./StatusMessage";

const loadSchema = () => import("~/lib/schemas/feedback").then((module) => module.feedbackSchema);

export function FeedbackForm({ result }: { result?: ActionResult }) {
  const { fetcher, form, statusRef, onSubmit, onFocus, noValidate, errors, status, busy } = useLeadForm(
    loadSchema,
    result,
  );
  const { labels } = page;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={endpoints.feedback}
      noValidate={noValidate}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <Honeypot />
      <VisitFields />
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
      <SubmitButton busy={busy}>{labels.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage ref={statusRef} status={status} />
    </fetcher.Form>
  );
}

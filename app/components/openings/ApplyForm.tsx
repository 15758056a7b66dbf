import { openingPage } from "~/content/pages/jobs";
import { type ActionResult, statusOf } from "~/lib/action-result";
import { formatBytes } from "~/lib/format";
import { openingPath } from "~/lib/openings";
import { limits } from "~/lib/schemas/limits";
import { fillTokens } from "~/lib/site";
import { EmailField, MobileField, NameField } from "../forms/CommonFields";
import { SubmitButton, TextAreaField, TextField } from "../forms/Field";
import { formCardClass } from "../forms/form-card";
import { HiddenLeadFields, PrivacyNoticeLink } from "../forms/LeadFormParts";
import { StatusMessage } from "../StatusMessage";

// Markup only: the lead form's script (app/lib/lead-form-script) checks and sends it in place.
// `result` is the answer of a post made without JavaScript.
export function ApplyForm({
  slug,
  maxBytes,
  result,
}: {
  slug: string;
  maxBytes: number;
  result?: ActionResult;
}) {
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const text = openingPage.apply;
  return (
    <form
      method="post"
      action={openingPath(slug)}
      encType="multipart/form-data"
      data-lead-form="application"
      aria-labelledby="apply-heading"
      className={formCardClass}
    >
      <h2 id="apply-heading" className="font-bold text-2xl text-brand-900">
        {text.heading}
      </h2>
      <HiddenLeadFields />
      <NameField label={text.name} error={errors.name} />
      <EmailField label={text.email} error={errors.email} />
      <MobileField label={text.mobile} error={errors.mobile} />
      <TextField
        label={text.file}
        name="file"
        type="file"
        required
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        hint={fillTokens(text.fileHint, { maxSize: formatBytes(maxBytes) })}
        error={errors.file}
      />
      <TextAreaField
        label={text.note}
        name="note"
        maxLength={limits.longText}
        rows={4}
        hint={text.noteHint}
        error={errors.note}
      />
      <SubmitButton>{text.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage focusable status={statusOf(result)} />
    </form>
  );
}

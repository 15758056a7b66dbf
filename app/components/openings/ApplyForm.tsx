import { openingPage } from "~/content/pages/jobs";
import type { ActionResult } from "~/lib/action-result";
import { formatBytes } from "~/lib/format";
import { openingPath } from "~/lib/openings";
import { limits } from "~/lib/schemas/limits";
import { fillTokens } from "~/lib/site";
import { useLeadForm } from "~/lib/use-lead-form";
import { EmailField, MobileField, NameField } from "../forms/CommonFields";
import { SubmitButton, TextAreaField, TextField } from "../forms/Field";
import { formCardClass } from "../forms/form-card";
import { HiddenLeadFields, PrivacyNoticeLink } from "../forms/LeadFormParts";
import { StatusMessage } from "../StatusMessage";

const loadSchema = () => import("~/lib/schemas/application").then((module) => module.applicationSchema);

export function ApplyForm({
  slug,
  maxBytes,
  result,
}: {
  slug: string;
  maxBytes: number;
  result?: ActionResult;
}) {
  const { fetcher, formProps, statusRef, errors, status, busy } = useLeadForm(loadSchema, result);
  const text = openingPage.apply;
  return (
    <fetcher.Form
      {...formProps}
      method="post"
      action={openingPath(slug)}
      encType="multipart/form-data"
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
      <SubmitButton busy={busy}>{text.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage ref={statusRef} status={status} />
    </fetcher.Form>
  );
}

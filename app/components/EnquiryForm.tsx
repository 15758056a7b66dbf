import { useEffect, useEffectEvent, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { coursesLinks } from "~/content/pages/courses-links";
import { courseOptions, type EnquiryPageContent } from "~/content/pages/enquiry-forms";
import type { ActionResult } from "~/lib/action-result";
import { COURSES_PATH } from "~/lib/course-paths";
import { limits } from "~/lib/schemas/limits";
import { useLeadForm } from "~/lib/use-lead-form";
import { EmailField, MobileField, NameField } from "./forms/CommonFields";
import { SelectField, SubmitButton, TextAreaField } from "./forms/Field";
import { Honeypot } from "./forms/Honeypot";
import { PrivacyNoticeLink } from "./forms/PrivacyNoticeLink";
import { VisitFields } from "./forms/VisitFields";
import { StatusMessage } from "./StatusMessage";

const loadOnlineSchema = (): Promise<z.ZodType> =>
  import("~/lib/schemas/enquiry").then((module) => module.onlineEnquirySchema);
const loadNeedSchema = (): Promise<z.ZodType> =>
  import("~/lib/schemas/enquiry").then((module) => module.needEnquirySchema);

export function EnquiryForm({
  page,
  action,
  online,
  uploadIds,
  result,
  onSent,
}: {
  page: EnquiryPageContent;
  action: string;
  online: boolean;
  uploadIds: string[];
  result?: ActionResult;
  onSent?: (id: string) => void;
}) {
  const { fetcher, form, statusRef, onSubmit, onFocus, noValidate, errors, status, busy, answer } =
    useLeadForm(online ? loadOnlineSchema : loadNeedSchema, result);
  const [selection, setSelection] = useState("");
  const { labels } = page;

  const sent = useEffectEvent((id: string) => {
    setSelection("");
    onSent?.(id);
  });
  useEffect(() => {
    if (answer?.ok && answer.id) sent(answer.id);
  }, [answer]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      noValidate={noValidate}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <Honeypot />
      <VisitFields />
      {uploadIds.length > 0 ? <input type="hidden" name="uploadIds" value={uploadIds.join(",")} /> : null}
      <SelectField
        label={labels.selection}
        name="selection"
        placeholder={labels.choose}
        options={page.options}
        onChange={(event) => setSelection(event.currentTarget.value)}
        error={errors.selection}
      />
      {/* Without JavaScript the conditional rows are shown: the visitor may need them. */}
      <div className={selection === "Other" ? "block" : "hidden noscript:block"}>
        <TextAreaField
          label={labels.otherComment}
          name="otherComment"
          maxLength={limits.shortText}
          rows={2}
          error={errors.otherComment}
        />
      </div>
      {online ? (
        <div className={selection === "OnlineCertification" ? "block" : "hidden noscript:block"}>
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
      <SubmitButton busy={busy}>{labels.submit}</SubmitButton>
      <PrivacyNoticeLink />
      <StatusMessage ref={statusRef} status={status} />
    </fetcher.Form>
  );
}

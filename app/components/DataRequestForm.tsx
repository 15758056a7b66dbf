import { dataRequestTexts } from "~/content/pages/data-requests";
import { privacyPage } from "~/content/pages/privacy";
import { type ActionResult, statusOf } from "~/lib/action-result";
import { dataRequestKinds, MAX_REQUEST_NOTE } from "~/lib/data-requests";
import { described } from "~/lib/field-errors";
import { EmailField } from "./forms/CommonFields";
import { FieldNote, SubmitButton, TextAreaField } from "./forms/Field";
import { Honeypot } from "./forms/LeadFormParts";
import { StatusMessage } from "./StatusMessage";

const texts = dataRequestTexts.form;

/** Markup only: posts to /privacy, which answers with itself; the browser's own checks run first. */
export function DataRequestForm({ result }: { result?: ActionResult }) {
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  const { labels } = texts;
  return (
    <section aria-labelledby="data-request-heading" className="flex max-w-xl flex-col gap-3">
      <h2 id="data-request-heading" className="font-bold text-2xl text-brand-900">
        {texts.heading}
      </h2>
      <p className="text-slate-700">{texts.intro}</p>
      <form
        method="post"
        action={privacyPage.seo.path}
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <Honeypot />
        <EmailField label={labels.email} error={errors.email} />
        <fieldset className="flex flex-col gap-2" {...described("request", errors.request)}>
          <legend className="mb-1 font-semibold text-slate-800">{labels.request}</legend>
          {dataRequestKinds.map((kind, index) => (
            <label key={kind} className="flex items-center gap-2">
              <input type="radio" name="request" value={kind} required={index === 0} />
              {texts.kinds[kind]}
            </label>
          ))}
          <FieldNote of="request" kind="error" note={errors.request} />
        </fieldset>
        <TextAreaField
          label={labels.note}
          name="note"
          hint={texts.noteHint}
          maxLength={MAX_REQUEST_NOTE}
          error={errors.note}
        />
        <SubmitButton>{labels.submit}</SubmitButton>
        <StatusMessage focusable status={statusOf(result)} />
      </form>
    </section>
  );
}

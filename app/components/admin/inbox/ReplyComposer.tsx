import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { button, secondaryButton } from "~/components/admin/controls";
import { AdminSelect } from "~/components/admin/SearchForm";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { useHydrated } from "~/lib/use-hydrated";
import { LeadForm } from "./LeadForm";
import { MailFields } from "./MailFields";

const text = adminInboxPages.lead;

type Fill = { key: string; label?: string; subject: string; body: string };

const STATUS_ID = "template-status";
const CHOOSER_ID = "template";

// The overwrite question leaves the focus on the select: Chromium's arrow keys choose as they move,
// so a keyboard user goes on choosing, then tabs to the answer.
export function ReplyComposer({
  templates,
  chosen,
  draft,
  csrfToken,
  busy,
  errors,
}: {
  templates: (Fill & { label: string })[];
  chosen: string | null;
  draft: { subject: string; body: string };
  csrfToken: string;
  busy: boolean;
  errors: { subject?: string; body?: string };
}) {
  const hydrated = useHydrated();
  const chooser = useRef<HTMLSelectElement>(null);
  const [mail, setMail] = useState(draft);
  const [filled, setFilled] = useState<Fill>({ key: chosen ?? "", subject: draft.subject, body: draft.body });
  // Read while hydrating (root marks the page once it has), before React sets the select back to the
  // server's choice: a template chosen before the script ran is taken, not lost with its button.
  const [early] = useState(() => {
    if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return chosen ?? "";
    return (document.getElementById(CHOOSER_ID) as HTMLSelectElement | null)?.value ?? chosen ?? "";
  });
  const [choice, setChoice] = useState(early);
  const [pending, setPending] = useState<Fill | null>(null);
  const [said, setSaid] = useState("");

  const fill = (next: Fill) => {
    setMail({ subject: next.subject, body: next.body });
    setFilled(next);
    setChoice(next.key);
    setPending(null);
    setSaid(next.label ? text.templateFilled(next.label) : text.templateCleared);
  };
  const written = mail.subject !== filled.subject || mail.body !== filled.body;
  const blank = !mail.subject && !mail.body;

  function choose(key: string) {
    const next = templates.find((template) => template.key === key) ?? { key: "", subject: "", body: "" };
    if (!written || blank) return fill(next);
    setChoice(key);
    setPending(next);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the choice made before hydration.
  useEffect(() => {
    if (early !== (chosen ?? "")) choose(early);
  }, []);
  // The focus goes back to the chooser, as the buttons go away.
  function answer(replace: boolean) {
    if (!pending) return;
    if (replace) fill(pending);
    else {
      setChoice(filled.key);
      setPending(null);
      setSaid(text.typedKept);
    }
    chooser.current?.focus();
  }
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    answer(false);
  };
  const question = pending
    ? pending.label
      ? text.replaceQuestion(pending.label)
      : text.clearQuestion
    : said;

  return (
    <>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <AdminSelect
          ref={chooser}
          id={CHOOSER_ID}
          name="template"
          label={text.templateLabel}
          value={choice}
          onChange={(event) => choose(event.target.value)}
          aria-describedby={pending ? STATUS_ID : undefined}
        >
          <option value="">{text.noTemplate}</option>
          {templates.map((template) => (
            <option key={template.key} value={template.key}>
              {template.label}
            </option>
          ))}
        </AdminSelect>
        {hydrated ? null : (
          <button type="submit" className={button}>
            {text.useTemplate}
          </button>
        )}
      </Form>
      <div className="flex flex-col gap-2">
        <p id={STATUS_ID} role="status" className={pending ? "font-semibold" : "text-slate-700 text-sm"}>
          {question}
        </p>
        {pending ? (
          <fieldset aria-labelledby={STATUS_ID} className="flex flex-wrap gap-3">
            <button type="button" onClick={() => answer(true)} onKeyDown={onEscape} className={button}>
              {text.replaceTyped}
            </button>
            <button
              type="button"
              onClick={() => answer(false)}
              onKeyDown={onEscape}
              className={secondaryButton}
            >
              {text.keepTyped}
            </button>
          </fieldset>
        ) : null}
      </div>
      <LeadForm intent="reply" csrfToken={csrfToken} busy={busy} submit={text.send}>
        <MailFields
          text={text}
          subject={mail.subject}
          body={mail.body}
          rows={10}
          errors={errors}
          onEdit={(field, value) => setMail((current) => ({ ...current, [field]: value }))}
        />
      </LeadForm>
    </>
  );
}

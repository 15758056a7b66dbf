import { Form, Link } from "react-router";
import { confirmStep as text } from "~/content/pages/admin-confirm";
import { CONFIRMED } from "~/lib/confirm";
import { card, link } from "./controls";
import { CsrfField } from "./csrf";

/** The answer to a destructive action's first post, so confirming works without JavaScript. */
export function ConfirmStep({
  question,
  names = [],
  more,
  action,
  reloadDocument = false,
  fields,
  submit,
  danger = false,
  cancel = action,
}: {
  question: string;
  names?: { key: string; name: string }[];
  more?: number;
  action: string;
  reloadDocument?: boolean;
  fields: (readonly [name: string, value: string])[];
  submit: string;
  danger?: boolean;
  cancel?: string;
}) {
  return (
    <section aria-labelledby="confirm-step-heading" className={`${card} max-w-2xl`}>
      <h2 id="confirm-step-heading" className="font-semibold text-lg text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-800">{question}</p>
      {names.length > 0 ? (
        <ul className="list-disc pl-6 text-slate-700">
          {names.map((row) => (
            <li key={row.key}>{row.name}</li>
          ))}
          {more ? <li>{text.more(more)}</li> : null}
        </ul>
      ) : null}
      <Form
        method="post"
        action={action}
        reloadDocument={reloadDocument}
        className="flex flex-wrap items-center gap-4"
      >
        <CsrfField />
        {fields.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a field may repeat (ids); the list never changes.
          <input key={index} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRMED} value="yes" />
        <button
          type="submit"
          // biome-ignore lint/a11y/noAutofocus: the page is this question; its answer is the next step.
          autoFocus
          className={`rounded-md px-5 py-2.5 font-semibold text-white shadow-sm ${
            danger ? "bg-red-800 hover:bg-red-900" : "bg-brand-700 hover:bg-brand-800"
          }`}
        >
          {submit}
        </button>
        <Link to={cancel} className={link}>
          {text.cancel}
        </Link>
      </Form>
    </section>
  );
}

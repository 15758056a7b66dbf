import { type ChangeEvent, useState } from "react";
import { FieldNote, Labelled } from "~/components/forms/Field";
import { adminContentPages } from "~/content/pages/admin-content";
import { type Limit, limitBand, measure } from "~/lib/content-limits";

const text = adminContentPages.editor.limit;

const control =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";

// Nothing is cut: the server refuses text over the limit. The count is announced only near the limit.
export function LimitedField({
  label,
  name,
  type = "text",
  limit,
  multiline,
  rows,
  required,
  readOnly,
  hint,
  error,
  defaultValue,
}: {
  label: string;
  name: string;
  type?: string;
  limit: Limit;
  multiline: boolean;
  rows?: number;
  required?: boolean;
  readOnly?: boolean;
  hint?: string;
  error?: string;
  defaultValue: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [announced, setAnnounced] = useState("");
  const count = measure(limit, value);
  const band = limitBand(count);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = measure(limit, event.target.value);
    if (limitBand(next) !== band) setAnnounced(text.announce(next));
    setValue(event.target.value);
  };
  const over = band === "over";
  const describedBy = [hint && `${name}-hint`, `${name}-count`, error && `${name}-error`]
    .filter(Boolean)
    .join(" ");
  const props = {
    id: name,
    name,
    required,
    readOnly,
    value,
    onChange,
    className: readOnly ? `${control} bg-slate-100` : control,
    "aria-invalid": error || over ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <Labelled id={name} label={label}>
      {multiline ? <textarea rows={rows ?? 4} {...props} /> : <input type={type} {...props} />}
      <FieldNote of={name} kind="hint" note={hint} />
      <p id={`${name}-count`} className={`text-sm ${over ? "font-semibold text-red-800" : "text-slate-600"}`}>
        {text.count(count)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <FieldNote of={name} kind="error" note={error} />
    </Labelled>
  );
}

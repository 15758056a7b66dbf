import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { described, fieldErrorClass } from "~/lib/field-errors";

export const controlClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";

export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex max-w-full flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

interface FieldFrame {
  label: string;
  name: string;
  /** For a page with several fields of one name; defaults to the name. */
  id?: string;
  hint?: string;
  error?: string;
  /** For messages shown on blur: else the fields below move mid-click and the click is lost. */
  reserveErrorLine?: boolean;
}

const noteClass = { hint: "text-slate-600 text-sm", error: fieldErrorClass };

/** A field's hint or error line, under the id its control names; nothing when there is none. */
export function FieldNote({ of, kind, note }: { of: string; kind: "hint" | "error"; note?: string }) {
  return note ? (
    <p id={`${of}-${kind}`} className={noteClass[kind]}>
      {note}
    </p>
  ) : null;
}

export function Frame({
  label,
  name,
  id = name,
  hint,
  error,
  reserveErrorLine,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <Labelled id={id} label={label}>
      {children}
      <FieldNote of={id} kind="hint" note={hint} />
      {error || reserveErrorLine ? (
        <p id={`${id}-error`} className={fieldErrorClass} data-reserved={reserveErrorLine ? "" : undefined}>
          {error}
        </p>
      ) : null}
    </Labelled>
  );
}

type FieldProps<Attributes> = FieldFrame & Omit<Attributes, "name" | "id">;

/** A field in its frame: `draw` draws its control with the props its label and notes name. */
function framed<Attributes>({
  label,
  name,
  id = name,
  hint,
  error,
  reserveErrorLine,
  ...attributes
}: FieldProps<Attributes>) {
  const control = { id, name, className: controlClass, ...described(id, error, hint), ...attributes };
  return (draw: (props: typeof control) => ReactNode) => (
    <Frame {...{ label, name, id, hint, error, reserveErrorLine }}>{draw(control)}</Frame>
  );
}

export const TextField = (props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) =>
  framed(props)((control) => <input {...control} />);

export const TextAreaField = (props: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) =>
  framed({ rows: 4, ...props })((control) => <textarea {...control} />);

export function SelectField({
  placeholder,
  options,
  ...props
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  return framed({ defaultValue: "", ...props })((control) => (
    <select {...control}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.label} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ));
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

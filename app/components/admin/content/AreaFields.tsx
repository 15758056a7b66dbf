import { type ChangeEvent, useRef, useState } from "react";
import { controlClass, FieldNote, Labelled, SelectField, TextField } from "~/components/forms/Field";
import { adminContentPages } from "~/content/pages/admin-content";
import { ALT_MAX } from "~/lib/content-fields/fields";
import type { Field, Fields, GroupField, MediaField, MediaRef } from "~/lib/content-fields/types";
import { itemCount } from "~/lib/content-fields/walk";
import { type Limit, limitBand, measure } from "~/lib/content-limits";
import { described } from "~/lib/field-errors";
import { useHydrated } from "~/lib/use-hydrated";

const text = adminContentPages.editor;

interface FieldState {
  errors: Record<string, string>;
  placeholders: ReadonlySet<string>;
  /** Media uploaded with a refused form: the file waits in the form, not yet saved. */
  waiting: ReadonlySet<string>;
}

const words = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");

/** A control of one field: at `path` in the form, showing `value`. */
type ControlProps<F, V> = { field: F; path: string; value: V; state: FieldState };

export function AreaFields({
  fields,
  document,
  state,
  prefix = "",
}: {
  fields: Fields;
  document: Record<string, unknown> | undefined;
  state: FieldState;
  prefix?: string;
}) {
  return Object.entries(fields).map(([name, field]) => (
    <FieldControl key={name} field={field} path={prefix + name} value={document?.[name]} state={state} />
  ));
}

function FieldControl({ field, path, value, state }: ControlProps<Field, unknown>) {
  const error = state.errors[path];
  const hint = words(field.hint, state.placeholders.has(path) && text.placeholder) || undefined;
  const shared = { label: field.label, name: path, hint, error };
  switch (field.kind) {
    case "group": {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      if (field.minItems !== field.maxItems)
        return <ListControl field={field} path={path} value={items} state={state} />;
      return (
        <fieldset className="flex flex-col gap-6">
          <legend className="font-bold text-brand-900 text-xl">{field.label}</legend>
          {Array.from({ length: itemCount(field, items) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list, edited in place.
            <fieldset key={index} className="flex flex-col gap-4 rounded-lg p-4 ring-1 ring-slate-200">
              <legend className="px-1 font-semibold text-brand-800 text-lg">
                {field.itemLabel(items[index] ?? {}, index)}
              </legend>
              <AreaFields
                fields={field.fields}
                document={items[index]}
                state={state}
                prefix={`${path}.${index}.`}
              />
            </fieldset>
          ))}
        </fieldset>
      );
    }
    case "media":
      return <MediaControl field={field} path={path} value={value as MediaRef | undefined} state={state} />;
    case "lines":
      return (
        <LimitedField
          {...shared}
          limit={{ kind: "lines", maxItems: field.maxItems, maxLength: field.maxLength }}
          multiline
          rows={Math.min(8, Math.max(3, Array.isArray(value) ? value.length + 1 : 3))}
          defaultValue={Array.isArray(value) ? value.join("\n") : ""}
        />
      );
    case "choice":
      return (
        <SelectField
          {...shared}
          placeholder={text.choose}
          options={[...field.options]}
          defaultValue={typeof value === "string" ? value : (field.blank ?? "")}
        />
      );
    case "flag":
      return (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              name={path}
              defaultChecked={value === true}
              className="size-4 accent-brand-700"
              {...described(path, error, hint)}
            />
            {field.label}
          </label>
          <FieldNote of={path} kind="hint" note={hint} />
          <FieldNote of={path} kind="error" note={error} />
        </div>
      );
    case "date":
      return (
        <TextField
          {...shared}
          type="date"
          required={!field.optional}
          defaultValue={typeof value === "string" ? value : ""}
          className="w-48 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
      );
    case "number":
      return (
        <TextField
          {...shared}
          type="number"
          min={field.min}
          max={field.max}
          step={field.step}
          required={field.blank === undefined}
          defaultValue={typeof value === "number" ? String(value) : (field.blank?.toString() ?? "")}
        />
      );
    default:
      return (
        <LimitedField
          {...shared}
          type={field.kind === "phone" ? "tel" : field.kind === "textarea" ? "text" : field.kind}
          limit={{ kind: "chars", max: field.max }}
          multiline={field.kind === "textarea"}
          required={!field.optional}
          readOnly={field.fixed && typeof value === "string" && value !== ""}
          defaultValue={typeof value === "string" ? value : ""}
        />
      );
  }
}

// Items are named by their place, so a removal renames those after it; keys keep what was typed.
function ListControl({
  field,
  path,
  value: items,
  state,
}: ControlProps<GroupField, Record<string, unknown>[]>) {
  const next = useRef(items.length);
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  // Adding and removing items is script work: until it has run, the buttons would do nothing.
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  const list = useRef<HTMLFieldSetElement>(null);
  // Only this list's own items: a course's batches are a list inside each course.
  const headingOf = (position: number) =>
    list.current?.querySelectorAll<HTMLElement>(":scope > fieldset > [data-item-heading]")[position];
  const add = () => {
    const key = next.current++;
    setKeys((current) => [...current, key]);
    setSaid(text.list.added(field.label));
    // After React has drawn the new item.
    requestAnimationFrame(() => headingOf(keys.length)?.focus());
  };
  const remove = (position: number) => {
    const name = headingOf(position)?.textContent ?? "";
    setKeys((current) => current.filter((_, index) => index !== position));
    setSaid(text.list.removed(name));
    requestAnimationFrame(() =>
      (headingOf(Math.min(position, keys.length - 2)) ?? addButton.current)?.focus(),
    );
  };
  const addButton = useRef<HTMLButtonElement>(null);
  const error = state.errors[path];
  return (
    <fieldset
      ref={list}
      className="flex flex-col gap-6"
      aria-describedby={error ? `${path}-error` : undefined}
    >
      <legend className="font-bold text-brand-900 text-xl">{field.label}</legend>
      {field.hint ? <p className="text-slate-600 text-sm">{field.hint}</p> : null}
      <FieldNote of={path} kind="error" note={error} />
      {keys.length === 0 ? <p className="text-slate-700">{text.list.empty}</p> : null}
      {keys.map((key, position) => {
        const item = items[key];
        return (
          <fieldset key={key} className="flex flex-col gap-4 rounded-lg p-4 ring-1 ring-slate-200">
            <legend data-item-heading tabIndex={-1} className="px-1 font-semibold text-brand-800 text-lg">
              {field.itemLabel(item ?? {}, position)}
            </legend>
            <AreaFields fields={field.fields} document={item} state={state} prefix={`${path}.${position}.`} />
            <div>
              <button
                type="button"
                onClick={() => remove(position)}
                disabled={!hydrated || keys.length <= field.minItems}
                className="rounded-md border border-red-800 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {text.list.remove(field.itemLabel(item ?? {}, position))}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button
          ref={addButton}
          type="button"
          onClick={add}
          disabled={!hydrated || keys.length >= field.maxItems}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {field.addLabel}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}

const ACCEPT: Record<MediaField["media"], string> = {
  image: "image/png,image/jpeg,image/webp",
  video: "video/mp4,video/webm",
  captions: ".vtt,text/vtt",
};

function MediaControl({ field, path, value, state }: ControlProps<MediaField, MediaRef | undefined>) {
  const fileError = state.errors[path];
  const fileId = `${path}.file`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg p-4 ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-slate-800">{field.label}</legend>
      <input type="hidden" name={`${path}.src`} value={value?.src ?? ""} />
      <p className="flex flex-wrap items-center gap-3 text-slate-700 text-sm">
        <span>{text.currentFile}:</span>
        {field.media === "image" && value?.src ? (
          <img
            src={value.src}
            alt=""
            width={96}
            height={96}
            className="max-h-24 w-auto rounded ring-1 ring-slate-200"
          />
        ) : null}
        <a className="font-semibold text-brand-700 underline" href={value?.src}>
          {value?.src}
        </a>
      </p>
      {state.waiting.has(path) ? (
        <p className="font-semibold text-amber-900 text-sm">{text.keptFile}</p>
      ) : null}
      <Labelled id={fileId} label={text.newFile[field.media]}>
        <input
          id={fileId}
          name={fileId}
          type="file"
          accept={ACCEPT[field.media]}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
          aria-invalid={fileError ? true : undefined}
        />
        <p id={`${fileId}-hint`} className="text-slate-600 text-sm">
          {words(field.hint, state.placeholders.has(path) && text.placeholderMedia)}
        </p>
        <FieldNote of={fileId} kind="error" note={fileError} />
      </Labelled>
      {field.media === "captions" ? (
        <input type="hidden" name={`${path}.alt`} value="" />
      ) : (
        <LimitedField
          label={text.alt}
          name={`${path}.alt`}
          limit={{ kind: "chars", max: ALT_MAX }}
          hint={field.media === "image" ? text.altHint : text.videoAltHint}
          error={state.errors[`${path}.alt`]}
          defaultValue={value?.alt ?? ""}
        />
      )}
    </fieldset>
  );
}

// Nothing is cut: the server refuses text over the limit. The count is announced only near the limit.
function LimitedField({
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
  multiline?: boolean;
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
    if (limitBand(next) !== band) setAnnounced(text.limit.announce(next));
    setValue(event.target.value);
  };
  const over = band === "over";
  const props = {
    id: name,
    name,
    required,
    readOnly,
    value,
    onChange,
    className: readOnly ? `${controlClass} bg-slate-100` : controlClass,
    "aria-invalid": error || over ? true : undefined,
    "aria-describedby": words(hint && `${name}-hint`, `${name}-count`, error && `${name}-error`),
  };
  return (
    <Labelled id={name} label={label}>
      {multiline ? <textarea rows={rows ?? 4} {...props} /> : <input type={type} {...props} />}
      <FieldNote of={name} kind="hint" note={hint} />
      <p id={`${name}-count`} className={`text-sm ${over ? "font-semibold text-red-800" : "text-slate-600"}`}>
        {text.limit.count(count)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <FieldNote of={name} kind="error" note={error} />
    </Labelled>
  );
}

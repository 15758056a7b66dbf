import { Fragment } from "react";
import { Labelled, TextField } from "~/components/forms/Field";
import { adminContentPages } from "~/content/pages/admin-content";
import {
  ALT_MAX,
  type Field,
  type Fields,
  type MediaField,
  type MediaRef,
  type TextField as TextFieldKind,
} from "~/lib/content-fields";
import { LimitedField } from "./LimitedField";

const text = adminContentPages.editor;

export interface FieldState {
  /** Messages by dotted path. */
  errors: Record<string, string>;
  /** Dotted paths still holding a stand-in default. */
  placeholders: ReadonlySet<string>;
  /** Media paths whose file was uploaded with a refused form: it waits in the form, not yet saved. */
  waiting: ReadonlySet<string>;
}

/** An area's fields as form controls, named by their dotted paths (`members.2.photo.alt`). */
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
  return (
    <>
      {Object.entries(fields).map(([name, field]) => (
        <Fragment key={name}>
          <FieldControl field={field} path={`${prefix}${name}`} value={document?.[name]} state={state} />
        </Fragment>
      ))}
    </>
  );
}

function FieldControl({
  field,
  path,
  value,
  state,
}: {
  field: Field;
  path: string;
  value: unknown;
  state: FieldState;
}) {
  const error = state.errors[path];
  const hint = [field.hint, state.placeholders.has(path) ? text.placeholder : undefined]
    .filter(Boolean)
    .join(" ");
  switch (field.kind) {
    case "group": {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <fieldset className="flex flex-col gap-6">
          <legend className="font-bold text-brand-900 text-xl">{field.label}</legend>
          {Array.from({ length: field.count }, (_, index) => (
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
          label={field.label}
          name={path}
          limit={{ kind: "lines", maxItems: field.maxItems, maxLength: field.maxLength }}
          multiline
          hint={hint || undefined}
          error={error}
          rows={Math.min(8, Math.max(3, Array.isArray(value) ? value.length + 1 : 3))}
          defaultValue={Array.isArray(value) ? value.join("\n") : ""}
        />
      );
    case "number":
      return (
        <TextField
          label={field.label}
          name={path}
          type="number"
          min={field.min}
          max={field.max}
          step={field.step}
          required
          hint={hint || undefined}
          error={error}
          defaultValue={typeof value === "number" ? String(value) : ""}
        />
      );
    default:
      return (
        <LimitedField
          label={field.label}
          name={path}
          type={INPUT_TYPE[field.kind]}
          limit={{ kind: "chars", max: field.max }}
          multiline={field.kind === "textarea"}
          required={!field.optional}
          hint={hint || undefined}
          error={error}
          defaultValue={typeof value === "string" ? value : ""}
        />
      );
  }
}

const INPUT_TYPE: Record<TextFieldKind["kind"], string> = {
  text: "text",
  textarea: "text",
  email: "email",
  url: "url",
  phone: "tel",
};

const ACCEPT: Record<MediaField["media"], string> = {
  image: "image/png,image/jpeg,image/webp",
  video: "video/mp4,video/webm",
  captions: ".vtt,text/vtt",
};

/** A file of the content: what it is now, a new one to upload, and its text alternative. */
function MediaControl({
  field,
  path,
  value,
  state,
}: {
  field: MediaField;
  path: string;
  value: MediaRef | undefined;
  state: FieldState;
}) {
  const fileError = state.errors[path];
  const altError = state.errors[`${path}.alt`];
  const fileId = `${path}.file`;
  const notes = [field.hint, state.placeholders.has(path) ? text.placeholderMedia : undefined]
    .filter(Boolean)
    .join(" ");
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
          {notes}
        </p>
        {fileError ? (
          <p id={`${fileId}-error`} className="text-red-800 text-sm">
            {fileError}
          </p>
        ) : null}
      </Labelled>
      {field.media === "captions" ? (
        <input type="hidden" name={`${path}.alt`} value="" />
      ) : (
        <LimitedField
          label={text.alt}
          name={`${path}.alt`}
          limit={{ kind: "chars", max: ALT_MAX }}
          multiline={false}
          hint={field.media === "image" ? text.altHint : text.videoAltHint}
          error={altError}
          defaultValue={value?.alt ?? ""}
        />
      )}
    </fieldset>
  );
}

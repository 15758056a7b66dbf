import { z } from "zod";
import { isDay } from "./india-days";
import { messages } from "./messages";
import "./schemas/fields";

const MEDIA_PATH =
  /^\/(?:images|video)\/[a-z0-9][a-z0-9/_.-]*\.(?:svg|png|webp|jpg|mp4|webm|vtt)$|^\/media\/[0-9a-f-]{36}\.(?:webp|mp4|webm|vtt)$/;

export const mediaPath = z
  .string({ error: "Choose a file." })
  .regex(MEDIA_PATH, "Choose a file uploaded here.")
  .refine((value) => !value.includes(".."), "Choose a file uploaded here.");

export type MediaKind = "image" | "video" | "captions";

interface FieldBase<S extends z.ZodType> {
  label: string;
  hint?: string;
  /** A stand-in for a fact the spec leaves to the company: the setup checklist lists it until changed. */
  placeholder?: boolean;
  schema: S;
}

export interface TextField extends FieldBase<z.ZodType<string>> {
  kind: "text" | "textarea" | "email" | "url" | "phone";
  max: number;
  optional: boolean;
  /** Once saved, the value stays: others refer to it (a course's key, an opening's address). */
  fixed?: boolean;
}
export interface LinesField extends FieldBase<z.ZodType<string[]>> {
  kind: "lines";
  maxItems: number;
  maxLength: number;
  minItems: number;
}
export interface NumberField extends FieldBase<z.ZodType<number>> {
  kind: "number";
  min: number;
  max: number;
  step: number;
}
export interface MediaField extends FieldBase<z.ZodType<MediaRef>> {
  kind: "media";
  media: MediaKind;
  box?: { width: number; height: number };
}
export interface ChoiceField extends FieldBase<z.ZodType<string>> {
  kind: "choice";
  options: readonly { value: string; label: string }[];
}
export interface FlagField extends FieldBase<z.ZodType<boolean>> {
  kind: "flag";
}
export interface DateField extends FieldBase<z.ZodType<string>> {
  kind: "date";
  optional: boolean;
}
export interface GroupField extends FieldBase<z.ZodType<Record<string, unknown>[]>> {
  kind: "group";
  /** A fixed group has as many items as its most; a list between its least and its most. */
  minItems: number;
  maxItems: number;
  addLabel?: string;
  fields: Fields;
  itemLabel: (item: Record<string, unknown>, index: number) => string;
}

export type Field =
  | TextField
  | LinesField
  | NumberField
  | ChoiceField
  | FlagField
  | DateField
  | MediaField
  | GroupField;
export type Fields = Record<string, Field>;

export interface MediaRef {
  src: string;
  alt: string;
}

type Options = { hint?: string; placeholder?: boolean };

const tooLong = (max: number) => messages.field.tooLong(max);

type Pattern = { regex: RegExp; message: string };

function textSchema(max: number, optional: boolean, required: string, pattern?: Pattern) {
  const base = z.string({ error: required }).trim().max(max, tooLong(max));
  const present = optional ? base : base.min(1, required);
  return pattern
    ? present.refine((value) => value === "" || pattern.regex.test(value), pattern.message)
    : present;
}

export const text = (
  label: string,
  {
    max = 200,
    optional = false,
    pattern,
    ...options
  }: Options & { max?: number; optional?: boolean; pattern?: Pattern; fixed?: boolean } = {},
): TextField => ({
  kind: "text",
  label,
  max,
  optional,
  schema: textSchema(max, optional, `Enter the ${label.toLowerCase()}.`, pattern),
  ...options,
});

export const textarea = (
  label: string,
  { max = 2000, optional = false, ...options }: Options & { max?: number; optional?: boolean } = {},
): TextField => ({
  ...text(label, { max, optional, ...options }),
  kind: "textarea",
});

export const phone = (label: string, options: Options = {}): TextField => ({
  kind: "phone",
  label,
  max: 30,
  optional: false,
  schema: z
    .string({ error: "Enter the phone number." })
    .trim()
    .min(1, "Enter the phone number.")
    .max(30, tooLong(30))
    .regex(/^\+?[0-9][0-9 ()-]{5,28}$/, "Enter a phone number: digits, spaces, brackets and dashes."),
  ...options,
});

/** An e-mail address that may be left empty (then configuration's address is used). */
export const optionalEmail = (label: string, options: Options = {}): TextField => ({
  kind: "email",
  label,
  max: 254,
  optional: true,
  schema: z
    .string()
    .trim()
    .max(254, tooLong(254))
    .refine((value) => value === "" || z.email().safeParse(value).success, messages.field.emailInvalid),
  ...options,
});

/** A link to another site: https only, so no script or data address can be saved. */
export const httpsUrl = (label: string, options: Options = {}): TextField => ({
  kind: "url",
  label,
  max: 500,
  optional: false,
  schema: z
    .string({ error: "Enter the link." })
    .trim()
    .min(1, "Enter the link.")
    .max(500, tooLong(500))
    .refine((value) => {
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, "Enter a link starting with https://."),
  ...options,
});

export const lines = (
  label: string,
  {
    minItems = 1,
    maxItems = 12,
    maxLength = 200,
    ...options
  }: Options & { minItems?: number; maxItems?: number; maxLength?: number } = {},
): LinesField => ({
  kind: "lines",
  label,
  minItems,
  maxItems,
  maxLength,
  schema: z
    .array(z.string().trim().min(1).max(maxLength, `Keep each line to ${maxLength} characters.`))
    .min(minItems, minItems === 1 ? `Write at least one line.` : `Write at least ${minItems} lines.`)
    .max(maxItems, `Write at most ${maxItems} lines.`),
  ...options,
});

export const number = (
  label: string,
  {
    min = 0,
    max = 100,
    step = 0.1,
    positive = false,
    ...options
  }: Options & { min?: number; max?: number; step?: number; positive?: boolean },
): NumberField => {
  const named = label.toLowerCase();
  const base = z.number({ error: `Enter the ${named} as a number.` }).max(max, `Enter at most ${max}.`);
  return {
    kind: "number",
    label,
    min: positive ? step : min,
    max,
    step,
    schema: positive ? base.positive(`Enter the ${named} as a number above zero.`) : base.min(min),
    ...options,
  };
};

export const choice = <const V extends string>(
  label: string,
  options: readonly { value: V; label: string }[],
  extra: Options = {},
): Omit<ChoiceField, "schema"> & { schema: z.ZodType<V> } => ({
  kind: "choice",
  label,
  options,
  schema: z.enum(options.map((option) => option.value) as [V, ...V[]], {
    error: `Choose the ${label.toLowerCase()}.`,
  }),
  ...extra,
});

export const flag = (label: string, options: Options = {}): FlagField => ({
  kind: "flag",
  label,
  schema: z.boolean(),
  ...options,
});

export const date = (
  label: string,
  { optional = false, ...options }: Options & { optional?: boolean } = {},
) => {
  const required = `Enter the ${label.toLowerCase()}.`;
  const day = z.string({ error: required }).refine(isDay, `Enter the ${label.toLowerCase()} as a date.`);
  return {
    kind: "date",
    label,
    optional,
    schema: optional
      ? z.union([z.literal(""), day])
      : z.string({ error: required }).min(1, required).pipe(day),
    ...options,
  } satisfies DateField;
};

export const ALT_MAX = 250;

export const media = (
  label: string,
  kind: MediaKind,
  options: Options & { box?: { width: number; height: number } } = {},
): MediaField => ({
  kind: "media",
  media: kind,
  label,
  schema: z.object({
    src: mediaPath,
    alt: z.string().trim().max(ALT_MAX, tooLong(ALT_MAX)),
  }),
  ...options,
});

export function group<F extends Fields>(
  label: string,
  count: number,
  fields: F,
  itemLabel: (item: Record<string, unknown>, index: number) => string,
  options: Options = {},
): Omit<GroupField, "fields"> & { fields: F } {
  return {
    kind: "group",
    label,
    minItems: count,
    maxItems: count,
    fields,
    itemLabel,
    schema: z.array(objectOf(fields)).length(count, `Keep all ${count}.`) as unknown as z.ZodType<
      Record<string, unknown>[]
    >,
    ...options,
  };
}

export function list<F extends Fields>(
  label: string,
  {
    minItems = 0,
    maxItems,
    addLabel,
    ...options
  }: Options & { minItems?: number; maxItems: number; addLabel: string },
  fields: F,
  itemLabel: (item: Record<string, unknown>, index: number) => string,
): Omit<GroupField, "fields"> & { fields: F } {
  return {
    kind: "group",
    label,
    minItems,
    maxItems,
    addLabel,
    fields,
    itemLabel,
    schema: z
      .array(objectOf(fields))
      .min(minItems, `Keep at least ${minItems}.`)
      .max(maxItems, `Keep at most ${maxItems}.`) as unknown as z.ZodType<Record<string, unknown>[]>,
    ...options,
  };
}

/** A fixed group's items are all there even when a document lacks some; a list's are those it has. */
export const itemCount = (field: GroupField, items: readonly unknown[]) =>
  field.minItems === field.maxItems ? field.maxItems : Math.min(items.length, field.maxItems);

export type DocumentOf<F extends Fields> = {
  [K in keyof F]: F[K] extends { kind: "group"; fields: infer G extends Fields }
    ? DocumentOf<G>[]
    : F[K] extends { schema: z.ZodType<infer T> }
      ? T
      : never;
};

export function objectOf<F extends Fields>(fields: F): z.ZodType<DocumentOf<F>> {
  return z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])),
  ) as unknown as z.ZodType<DocumentOf<F>>;
}

export function* walkFields(
  fields: Fields,
  value: Record<string, unknown> | undefined,
  prefix = "",
): Generator<{ path: string; field: Exclude<Field, GroupField>; value: unknown }> {
  for (const [name, field] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    const current = value?.[name];
    if (field.kind === "group") {
      const items = Array.isArray(current) ? current : [];
      for (let index = 0; index < itemCount(field, items); index++)
        yield* walkFields(
          field.fields,
          items[index] as Record<string, unknown> | undefined,
          `${path}.${index}.`,
        );
    } else {
      yield { path, field, value: current };
    }
  }
}

export function valueAt(document: unknown, path: string): unknown {
  let current: unknown = document;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Missing fields stay missing, so the schema names them. */
export function documentFromForm(
  fields: Fields,
  values: Record<string, unknown>,
  prefix = "",
): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    if (field.kind === "group") {
      document[name] = Array.from({ length: itemsSent(field, values, path) }, (_, index) =>
        documentFromForm(field.fields, values, `${path}.${index}.`),
      );
      continue;
    }
    if (field.kind === "flag") {
      // An unticked checkbox sends nothing.
      document[name] = values[path] === "on" || values[path] === "true" || values[path] === true;
      continue;
    }
    if (field.kind === "media") {
      const src = values[`${path}.src`];
      const alt = values[`${path}.alt`];
      if (src !== undefined || alt !== undefined) document[name] = { src, alt: alt ?? "" };
      continue;
    }
    const raw = values[path];
    if (raw === undefined) continue;
    if (field.kind === "lines") document[name] = typeof raw === "string" ? linesOf(raw) : raw;
    else if (field.kind === "number")
      document[name] =
        typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw === "" ? undefined : raw;
    // Browsers send a text area's line breaks as CRLF; the editor counts each as one character.
    else document[name] = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n") : raw;
  }
  return document;
}

/** For a list: one past the highest index sent (`path.index.field`), capped at its most. */
function itemsSent(field: GroupField, values: Record<string, unknown>, path: string): number {
  if (field.minItems === field.maxItems) return field.maxItems;
  let count = 0;
  const prefix = `${path}.`;
  for (const key of Object.keys(values)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length).split(".", 1)[0]);
    if (Number.isInteger(index) && index >= 0 && index < field.maxItems) count = Math.max(count, index + 1);
  }
  return count;
}

export const linesOf = (raw: string) =>
  raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function checkDocument<F extends Fields>(
  fields: F,
  document: unknown,
): { ok: true; value: DocumentOf<F> } | { ok: false; fields: Record<string, string> } {
  const parsed = objectOf(fields).safeParse(document);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A picture's message belongs to the picture; a line's to its list.
    const path = issue.path.map(String);
    const fieldPath = trimToField(fields, path);
    errors[fieldPath] ??= issue.message;
  }
  return { ok: false, fields: errors };
}

function trimToField(fields: Fields, path: string[]): string {
  const kept: string[] = [];
  let current: Fields | undefined = fields;
  for (let index = 0; index < path.length && current; index++) {
    const key = path[index] ?? "";
    const field: Field | undefined = current[key];
    kept.push(key);
    if (!field) break;
    if (field.kind === "media" && path[index + 1] === "alt") kept.push("alt");
    if (field.kind !== "group") break;
    const item = path[index + 1];
    if (item === undefined) break;
    kept.push(item);
    index++;
    current = field.fields;
  }
  return kept.join(".") || "form";
}

/** The `….alt` paths pictures lack: a document with any of them is not published. */
export function picturesWithoutAlt(fields: Fields, document: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const { path, field, value } of walkFields(fields, document))
    if (field.kind === "media" && field.media === "image" && !(value as MediaRef | undefined)?.alt?.trim())
      missing.push(`${path}.alt`);
  return missing;
}

export function fieldName(fields: Fields, document: Record<string, unknown>, path: string): string {
  const [name = "", index, ...rest] = path.split(".");
  const field = fields[name];
  if (!field) return path;
  if (field.kind !== "group" || index === undefined) return field.label;
  const items = Array.isArray(document[name]) ? (document[name] as Record<string, unknown>[]) : [];
  const item = items[Number(index)] ?? {};
  return `${field.itemLabel(item, Number(index))}: ${fieldName(field.fields, item, rest.join("."))}`;
}

/** Media paths whose file in `shown` is not the draft's: uploaded with a form that was refused. */
export function filesWaiting(fields: Fields, draft: Record<string, unknown>, shown: Record<string, unknown>) {
  const waiting = new Set<string>();
  for (const { path, field, value } of walkFields(fields, shown))
    if (
      field.kind === "media" &&
      (value as MediaRef | undefined)?.src !== (valueAt(draft, path) as MediaRef)?.src
    )
      waiting.add(path);
  return waiting;
}

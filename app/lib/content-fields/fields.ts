import { z } from "zod";
import { isDay } from "../india-days";
import { messages } from "../messages";
import "../schemas/fields";
import { objectOf } from "./schema";
import type {
  ChoiceField,
  DateField,
  Fields,
  FlagField,
  GroupField,
  LinesField,
  MediaField,
  MediaKind,
  NumberField,
  TextField,
} from "./types";

const MEDIA_PATH =
  /^\/(?:images|video)\/[a-z0-9][a-z0-9/_.-]*\.(?:svg|png|webp|jpg|mp4|webm|vtt)$|^\/media\/[0-9a-f-]{36}\.(?:webp|mp4|webm|vtt)$/;

const mediaPath = z
  .string({ error: "Choose a file." })
  .regex(MEDIA_PATH, "Choose a file uploaded here.")
  .refine((value) => !value.includes(".."), "Choose a file uploaded here.");

type Options = { hint?: string; placeholder?: boolean };

type Pattern = { regex: RegExp; message: string };

export const text = (
  label: string,
  {
    max = 200,
    optional = false,
    pattern,
    ...options
  }: Options & { max?: number; optional?: boolean; pattern?: Pattern; fixed?: boolean } = {},
  required = `Enter the ${label.toLowerCase()}.`,
): TextField => {
  const base = z.string({ error: required }).trim().max(max, messages.field.tooLong(max));
  const present = optional ? base : base.min(1, required);
  return {
    kind: "text",
    label,
    max,
    optional,
    schema: pattern
      ? present.refine((value) => value === "" || pattern.regex.test(value), pattern.message)
      : present,
    ...options,
  };
};

export const textarea = (
  label: string,
  { max = 2000, ...options }: Options & { max?: number; optional?: boolean } = {},
): TextField => ({ ...text(label, { max, ...options }), kind: "textarea" });

const PHONE: Pattern = {
  regex: /^\+?[0-9][0-9 ()-]{5,28}$/,
  message: "Enter a phone number: digits, spaces, brackets and dashes.",
};

export const phone = (label: string, options: Options = {}): TextField => ({
  ...text(label, { max: 30, pattern: PHONE, ...options }, "Enter the phone number."),
  kind: "phone",
});

/** An e-mail address that may be left empty (then configuration's address is used). */
export const optionalEmail = (label: string, options: Options = {}): TextField => ({
  ...text(label, { max: 254, optional: true, ...options }),
  kind: "email",
  schema: z
    .string()
    .trim()
    .max(254, messages.field.tooLong(254))
    .refine((value) => value === "" || z.email().safeParse(value).success, messages.field.emailInvalid),
});

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/** A link to another site: https only, so no script or data address can be saved. */
export const httpsUrl = (label: string, options: Options = {}): TextField => {
  const field = text(label, { max: 500, ...options }, "Enter the link.");
  const schema = field.schema.refine(isHttps, "Enter a link starting with https://.");
  return { ...field, kind: "url", schema };
};

export const lines = (
  label: string,
  {
    minItems = 1,
    maxItems = 12,
    maxLength = 200,
    ...options
  }: Options & Partial<Pick<LinesField, "minItems" | "maxItems" | "maxLength">> = {},
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
    blank,
    ...options
  }: Options & Partial<Pick<NumberField, "min" | "max" | "step" | "blank">> & { positive?: boolean },
): NumberField => {
  const named = label.toLowerCase();
  const base = z.number({ error: `Enter the ${named} as a number.` }).max(max, `Enter at most ${max}.`);
  const checked = positive ? base.positive(`Enter the ${named} as a number above zero.`) : base.min(min);
  return {
    kind: "number",
    label,
    min: positive ? step : min,
    max,
    step,
    blank,
    schema: blank === undefined ? checked : checked.default(blank),
    ...options,
  };
};

export const choice = <const V extends string>(
  label: string,
  options: readonly { value: V; label: string }[],
  { blank, ...extra }: Options & { blank?: V } = {},
): Omit<ChoiceField, "schema"> & { schema: z.ZodType<V> } => {
  const schema = z.enum(options.map((option) => option.value) as [V, ...V[]], {
    error: `Choose the ${label.toLowerCase()}.`,
  });
  return {
    kind: "choice",
    label,
    options,
    blank,
    schema: (blank === undefined ? schema : schema.default(blank)) as z.ZodType<V>,
    ...extra,
  };
};

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
    alt: z.string().trim().max(ALT_MAX, messages.field.tooLong(ALT_MAX)),
  }),
  ...options,
});

export const group = <F extends Fields>(
  label: string,
  count: number,
  fields: F,
  itemLabel: GroupField["itemLabel"],
  options: Options = {},
) => list(label, { minItems: count, maxItems: count, ...options }, fields, itemLabel);

export function list<F extends Fields>(
  label: string,
  {
    minItems = 0,
    maxItems,
    addLabel,
    ...options
  }: Options & { minItems?: number; maxItems: number; addLabel?: string },
  fields: F,
  itemLabel: GroupField["itemLabel"],
): Omit<GroupField, "fields"> & { fields: F } {
  const items = z.array(objectOf(fields));
  return {
    kind: "group",
    label,
    minItems,
    maxItems,
    addLabel,
    fields,
    itemLabel,
    schema: (minItems === maxItems
      ? items.length(maxItems, `Keep all ${maxItems}.`)
      : items
          .min(minItems, `Keep at least ${minItems}.`)
          .max(maxItems, `Keep at most ${maxItems}.`)) as unknown as z.ZodType<Record<string, unknown>[]>,
    ...options,
  };
}

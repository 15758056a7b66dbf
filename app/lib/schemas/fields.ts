import { z } from "zod";
import { messages } from "../messages";
import { normaliseMobile } from "../phone";
import "./browser-zod";
import { limits } from "./limits";

export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, messages.field.tooLong(max));

export const optionalText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, messages.field.tooLong(max))
    .optional()
    .transform((value) => value || undefined);

export const email = requiredText(limits.email, messages.field.emailRequired).pipe(
  z.email(messages.field.emailInvalid),
);

export const mobile = z
  .string({ error: messages.field.mobileRequired })
  .trim()
  .min(1, messages.field.mobileRequired)
  .max(limits.mobile, messages.field.mobileInvalid)
  .transform((value, context) => {
    const normalised = normaliseMobile(value);
    if (normalised) return normalised;
    context.addIssue({ code: "custom", message: messages.field.mobileInvalid });
    return z.NEVER;
  });

/** A checkbox: true from JSON, "on" (or "true"/"1") from an HTML form; unchecked boxes send nothing. */
export const checkbox = z
  .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])], { error: "Must be true or false." })
  .optional()
  .transform((value) => value === true || value === "on" || value === "true" || value === "1");

export const MAX_SELECTED = 500;

/** A JSON array, repeated form fields (joined with commas) or one id; duplicates dropped. */
export const selectedIds = (text: { badId: string; none: string; tooMany: (max: number) => string }) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
    z
      .array(z.uuid({ error: text.badId }), { error: text.none })
      .min(1, text.none)
      .max(MAX_SELECTED, text.tooMany(MAX_SELECTED))
      .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]),
  );

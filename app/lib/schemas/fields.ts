import { z } from "zod";
import { messages } from "../messages";
import { normaliseMobile } from "../phone";
import { limits } from "./limits";

// zod compiles its object parsers with `new Function`, which the pages' CSP forbids (no
// 'unsafe-eval'): in the browser it falls back, but only after Chrome has reported a violation.
// Every form schema imports this module, so the setting is made before any of them parses.
if (typeof document !== "undefined") z.config({ jitless: true });

/** Field rules shared by every form's schema, so a limit or a message lives in one place. */

const tooLong = (max: number) => messages.field.tooLong(max);

export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(max));

/** An optional text field: absent and blank both become undefined. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || undefined);

export const email = z
  .string({ error: messages.field.emailRequired })
  .trim()
  .min(1, messages.field.emailRequired)
  .max(limits.email, tooLong(limits.email))
  .pipe(z.email(messages.field.emailInvalid));

/**
 * A mobile number, the same on every form (leads, accounts, the admin's): ten digits, written as
 * people write them, kept as the ten digits (`normaliseMobile`; decision 023).
 */
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

/** How many rows one bulk action (dashboard, inbox) may name. */
export const MAX_SELECTED = 500;

/**
 * The ids a bulk action names: a JSON array, repeated form fields (which the form reader joins with
 * commas) or one id; each a UUID, at least one, at most MAX_SELECTED, duplicates dropped.
 */
export const selectedIds = (text: { badId: string; none: string; tooMany: (max: number) => string }) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
    z
      .array(z.uuid({ error: text.badId }), { error: text.none })
      .min(1, text.none)
      .max(MAX_SELECTED, text.tooMany(MAX_SELECTED))
      .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]),
  );

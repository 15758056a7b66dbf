import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** Each refused field's first message, under the field its path names (`fieldOf`), or `form`. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  fieldOf = (path: PropertyKey[]) => String(path[0] ?? "form"),
): Validation<z.infer<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) fields[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, fields };
}

export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") addFormValue(values, key, value);
  return values;
}

export function addFormValue(values: Record<string, string>, key: string, value: string) {
  values[key] = key in values ? `${values[key]},${value}` : value;
}

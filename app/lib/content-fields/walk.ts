import type { Field, Fields, GroupField, MediaRef } from "./types";

/** A fixed group's items are all there even when a document lacks some; a list's are those it has. */
export const itemCount = (field: GroupField, items: readonly unknown[]) =>
  field.minItems === field.maxItems ? field.maxItems : Math.min(items.length, field.maxItems);

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

import type { Fields, GroupField } from "./types";

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

import { z } from "zod";
import { validate } from "../validation";
import type { DocumentOf, Field, Fields } from "./types";

export function objectOf<F extends Fields>(fields: F): z.ZodType<DocumentOf<F>> {
  return z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])),
  ) as unknown as z.ZodType<DocumentOf<F>>;
}

/** A picture's message belongs to the picture; a line's to its list. */
export const checkDocument = <F extends Fields>(fields: F, document: unknown) =>
  validate(objectOf(fields), document, (path) => trimToField(fields, path.map(String)).join(".") || "form");

/** The path to the field a message is about: a picture's `alt`, or an item's field, is its own. */
function trimToField(fields: Fields, [key, next, ...rest]: string[]): string[] {
  if (key === undefined) return [];
  const field: Field | undefined = fields[key];
  if (field?.kind === "media" && next === "alt") return [key, "alt"];
  if (field?.kind !== "group" || next === undefined) return [key];
  return [key, next, ...trimToField(field.fields, rest)];
}

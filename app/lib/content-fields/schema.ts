import { z } from "zod";
import { validate } from "../validation";
import type { DocumentOf, Field, Fields } from "./types";

export function objectOf<F extends Fields>(fields: F): z.ZodType<DocumentOf<F>> {
  return z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])),
  ) as unknown as z.ZodType<DocumentOf<F>>;
}

export const checkDocument = <F extends Fields>(fields: F, document: unknown) =>
  validate(objectOf(fields), document, (path) => trimToField(fields, path.map(String)).join(".") || "form");

/** The field a message is about: a picture's `alt` and an item's field are their own; a line's, its list. */
function trimToField(fields: Fields, [key, next, ...rest]: string[]): string[] {
  if (key === undefined) return [];
  const field: Field | undefined = fields[key];
  if (field?.kind === "media" && next === "alt") return [key, "alt"];
  if (field?.kind !== "group" || next === undefined) return [key];
  return [key, next, ...trimToField(field.fields, rest)];
}

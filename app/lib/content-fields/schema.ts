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
  validate(objectOf(fields), document, (path) => trimToField(fields, path.map(String)));

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

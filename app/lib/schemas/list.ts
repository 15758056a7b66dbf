import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "../list-search";
import { messages } from "../messages";
import { validate } from "../validation";
import { selectedIds } from "./fields";

export const LIST_PAGE_SIZE = 25;

/** A bad page number shows the first page; one past the last is the list's to redirect. */
export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const sortDirection = z.enum(["asc", "desc"]).catch("desc");

export const pageQuerySchema = z.object({ page: pageNumber });

export const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

export const offsetOf = (page: number) => (page - 1) * LIST_PAGE_SIZE;

export const searchText = z
  .string({ error: messages.list.oneSearch })
  .trim()
  .max(MAX_SEARCH_LENGTH, messages.list.searchTooLong(MAX_SEARCH_LENGTH))
  .default("");

export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value || null, schema.nullable());

export const selectedRows = selectedIds({
  badId: messages.list.badId,
  none: messages.list.noneSelected,
  tooMany: messages.list.tooMany,
});

/** From the address or a form carrying it; a key given twice is a list, an unknown value refused. */
export function readListQuery<S extends z.ZodType>(
  source: URL | Record<string, unknown>,
  schema: S,
): { ok: true; value: z.infer<S> } | { ok: false; error: string; value: z.infer<S> } {
  const read = validate(schema, source instanceof URL ? queryValues(source.searchParams) : source);
  // A refusal still carries the list's defaults, so the page shows beside the reason.
  return read.ok ? read : { ok: false, error: Object.values(read.fields).join(" "), value: schema.parse({}) };
}

function queryValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length === 1 ? (all[0] ?? "") : all;
  }
  return values;
}

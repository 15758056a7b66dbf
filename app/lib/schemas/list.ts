import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "../list-search";
import { messages } from "../messages";
import { validate } from "../validation";
import { selectedIds } from "./fields";

export const LIST_PAGE_SIZE = 25;

/** A bad page number shows the first page; one past the last is the list's to redirect. */
export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const sortDirection = z.enum(["asc", "desc"]).catch("desc");

/** A list whose address holds only its page. */
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

/** On a refusal, `value` is the list's defaults, so the page still shows beside the reason. */
export type ListQueryRead<T> = { ok: true; value: T } | { ok: false; error: string; value: T };

/**
 * A list page's query (search, filters, page), from its address or from a form that carries it; a
 * key given twice is a list. An unknown filter value is refused, not guessed, as it would show other
 * rows than the ones asked for, unless the list's schema falls back on its own.
 */
export function readListQuery<S extends z.ZodType>(
  source: URL | Record<string, unknown>,
  schema: S,
): ListQueryRead<z.infer<S>> {
  const read = validate(schema, source instanceof URL ? queryValues(source.searchParams) : source);
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

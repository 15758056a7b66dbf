import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "../list-search";
import { messages } from "../messages";
import { validate } from "../validation";
import { selectedIds } from "./fields";

export const LIST_PAGE_SIZE = 25;

/** A bad page number shows the first page; one past the last is the list's to redirect. */
export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const sortDirection = z.enum(["asc", "desc"]).catch("desc");

export const pageOf = (params: URLSearchParams) => pageNumber.parse(params.get("page") ?? undefined);

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

export type ListFilterRead<T> = { ok: true; value: T } | { ok: false; error: string };

/** An unknown filter value is refused, not guessed: it would show other rows than the ones asked for. */
export function readListFilter<S extends z.ZodType>(url: URL, schema: S): ListFilterRead<z.infer<S>> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    values[key] = all.length === 1 ? (all[0] ?? "") : all;
  }
  const read = validate(schema, values);
  return read.ok ? read : { ok: false, error: Object.values(read.fields).join(" ") };
}

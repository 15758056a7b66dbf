import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "../inbox";
import { messages } from "../messages";
import { validate } from "../validation";
import { selectedIds } from "./fields";

/**
 * The one policy of the admin lists (dashboard, Users List, audit log, inbox): how many rows a page
 * shows, how a page number is read from the address, and which page a query lands on; and how a
 * list reads its filters from its address.
 */
export const LIST_PAGE_SIZE = 25;

/**
 * A page number from an address. A hand-edited or stale link (0, -1, "abc", 1.5, a huge number)
 * shows the first page rather than an error; a page past the last is the list's to redirect.
 */
export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const sortDirection = z.enum(["asc", "desc"]).catch("desc");

/** The page an address asks for. */
export const pageOf = (params: URLSearchParams) => pageNumber.parse(params.get("page") ?? undefined);

/** The last page of a list of `total` rows (1 when it is empty). */
export const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

/** The rows a page skips. */
export const offsetOf = (page: number) => (page - 1) * LIST_PAGE_SIZE;

/** A list's search text: trimmed; a longer one is refused (nobody types it, it only costs the database). */
export const searchText = z
  .string({ error: messages.inbox.oneSearch })
  .trim()
  .max(MAX_SEARCH_LENGTH, messages.inbox.searchTooLong(MAX_SEARCH_LENGTH))
  .default("");

/** A filter left out of the address, or left empty in its form, filters nothing: null. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value || null, schema.nullable());

/** The rows a list's bulk buttons act on (the inbox, the site-health lists). */
export const selectedRows = selectedIds({
  badId: messages.inbox.badId,
  none: messages.inbox.noneSelected,
  tooMany: messages.inbox.tooMany,
});

export type ListFilterRead<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The one way an admin list reads its filters and page from its address: each parameter's value, or
 * the list of them when it is repeated (checkboxes), checked against the list's schema. A filter
 * that names something unknown is refused with why, not guessed: it would show other rows than the
 * ones asked for. The page follows the lists' policy (`pageNumber`).
 */
export function readListFilter<S extends z.ZodType>(url: URL, schema: S): ListFilterRead<z.infer<S>> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    values[key] = all.length === 1 ? (all[0] ?? "") : all;
  }
  const read = validate(schema, values);
  return read.ok ? read : { ok: false, error: Object.values(read.fields).join(" ") };
}

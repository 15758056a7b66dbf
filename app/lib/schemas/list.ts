import { z } from "zod";

/**
 * The one policy of the admin lists (dashboard, Users List, audit log, inbox): how many rows a page
 * shows, how a page number is read from the address, and which page a query lands on.
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

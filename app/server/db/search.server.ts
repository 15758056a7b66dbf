import { type RawBuilder, sql } from "kysely";
import type { Dialect } from "./schema.server";

/**
 * Case folding for searches, the same for every alphabet (not only ASCII, as SQLite's LIKE and
 * lower() are). openSqliteFile makes it SQL's `unicode_fold()` on each connection it opens.
 */
export const foldCase = (text: string) => text.toLowerCase();

/**
 * "Any of these columns contains the text", ignoring case: ILIKE on PostgreSQL (its case rules
 * are the database's character type, Unicode with C.UTF-8 or a language locale), with LIKE's
 * wildcards and escape character taken literally; `instr` over folded text on SQLite.
 */
export function containsText(dialect: Dialect, columns: readonly string[], text: string) {
  if (dialect === "sqlite") {
    const folded = foldCase(text);
    return anyOf(columns.map((column) => sql`instr(unicode_fold(${sql.ref(column)}), ${folded}) > 0`));
  }
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return anyOf(columns.map((column) => sql`${sql.ref(column)} ilike ${pattern} escape '\\'`));
}

const anyOf = (conditions: RawBuilder<unknown>[]) => sql<boolean>`(${sql.join(conditions, sql` or `)})`;

/** FTS5's trigram index matches texts of three characters or more. */
const TRIGRAM = 3;

/**
 * "The user's name, e-mail or mobile contains the text", from the indexes of migrations 0004 and
 * 0005: the FTS5 trigram index over `users` on SQLite (a quoted phrase matches as a substring,
 * folded by FTS5's own Unicode rules), the pg_trgm indexes under ILIKE on PostgreSQL. One or two
 * characters have no trigram to look up: SQLite reads every user for those, still a few
 * milliseconds for 10,000.
 */
export function userMatches(dialect: Dialect, text: string) {
  if (dialect === "postgres" || [...text].length < TRIGRAM)
    return containsText(dialect, ["users.name", "users.email", "users.mobile"], text);
  return sql<boolean>`users.rowid in (select rowid from users_search where users_search match ${phrase(text)})`;
}

/**
 * Characters of a search looked up in SQLite's FTS5 index. Every trigram of a phrase costs a walk of
 * its list, and a long search (an e-mail address) shares many with most leads ("example.com"), so a
 * longer one is looked up by its first characters and the rest is checked in the leads found.
 */
const ANCHOR = 10;

/** Whether a lead search reads SQLite's FTS5 index (three characters or more). */
export const usesLeadIndex = (dialect: Dialect, text: string) =>
  dialect === "sqlite" && [...text].length >= TRIGRAM;

/**
 * "The lead's text contains the text" (every column its kind's list shows) where no index answers
 * it: pg_trgm's index under ILIKE on PostgreSQL (migration 0011); on SQLite, one or two characters
 * read every lead, as for users. Longer ones on SQLite are found by `leadSearchRowids`.
 */
export const leadContains = (dialect: Dialect, text: string) =>
  containsText(dialect, ["leads.search_text"], text);

/**
 * The rowids of the leads that contain the text, from SQLite's FTS5 index of migration 0011 (see
 * `usesLeadIndex`); a text longer than ANCHOR is looked up by its first characters and checked in
 * the leads found.
 */
export const leadSearchRowids = (text: string) => {
  const found = sql`select rowid from leads_search where leads_search match ${anchor(text)}`;
  return [...text].length > ANCHOR
    ? sql`select rowid from leads where rowid in (${found}) and ${leadContains("sqlite", text)}`
    : found;
};

/** The temporary table of a search's matches (see `withLeadsContaining`). */
const matches = (found: { table: string }) => sql`temp.${sql.table(found.table)}`;

/**
 * "The lead is one of the matches": each lead the other filters leave is probed in the matches'
 * table by rowid.
 */
export const amongLeads = (found: { table: string }) =>
  sql<boolean>`exists (select 1 from ${matches(found)} as m where m.lead = leads.rowid)`;

/**
 * One page of the leads among a search's matches, newest first (SQLite). Reading the matches' rows
 * and sorting them is cheap when they are few; with `walk`, SQLite walks the index of the leads by
 * arrival instead (the newest first) and probes each in the matches, which is cheaper when they are
 * many.
 */
export function leadSearchPage(
  found: { table: string },
  page: { walk: boolean; limit: number; offset: number },
) {
  const among = page.walk
    ? amongLeads(found)
    : sql<boolean>`leads.rowid in (select lead from ${matches(found)})`;
  return sql<{ id: string }>`select leads.id from leads where ${among}
    order by leads.created_at desc, leads.id desc limit ${page.limit} offset ${page.offset}`;
}

/** An FTS5 query that matches the text as a substring: one quoted phrase, its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The phrase of a lead search's first ANCHOR characters. */
const anchor = (text: string) => phrase([...text].slice(0, ANCHOR).join(""));

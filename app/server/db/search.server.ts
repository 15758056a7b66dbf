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
 * "A row of `table` contains the text in one of `columns`", from the table's trigram indexes: on
 * SQLite its FTS5 table `<table>_search`, kept by triggers over the table's rowids (a quoted phrase
 * matches as a substring, folded by FTS5's own Unicode rules); pg_trgm's GIN indexes under ILIKE on
 * PostgreSQL. One or two characters have no trigram to look up: SQLite compares every row's
 * folded columns for those.
 */
function indexedMatch(dialect: Dialect, table: "users" | "leads", columns: readonly string[], text: string) {
  if (dialect === "postgres" || [...text].length < TRIGRAM)
    return containsText(
      dialect,
      columns.map((column) => `${table}.${column}`),
      text,
    );
  const index = sql.table(`${table}_search`);
  return sql<boolean>`${sql.raw(`${table}.rowid`)} in (select rowid from ${index} where ${index} match ${phrase(text)})`;
}

/** "The user's name, e-mail or mobile contains the text" (migrations 0004 and 0005). */
export const userMatches = (dialect: Dialect, text: string) =>
  indexedMatch(dialect, "users", ["name", "email", "mobile"], text);

/** "The lead's text contains the text": every column its kind's list shows (migrations 0011 and 0018). */
export const leadMatches = (dialect: Dialect, text: string) =>
  indexedMatch(dialect, "leads", ["search_text"], text);

/** An FTS5 query that matches the text as a substring: one quoted phrase, its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

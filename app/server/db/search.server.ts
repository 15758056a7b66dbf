import { type RawBuilder, sql } from "kysely";
import type { Dialect } from "./schema.server";

/** Unicode case folding: SQLite's LIKE and lower() fold ASCII only. Registered as `unicode_fold()`. */
export const foldCase = (text: string) => text.toLowerCase();

/** On PostgreSQL, LIKE's wildcards and escape character in the text are taken literally. */
export function containsText(dialect: Dialect, columns: readonly string[], text: string) {
  if (dialect === "sqlite") {
    const folded = foldCase(text);
    return anyOf(columns.map((column) => sql`instr(unicode_fold(${sql.ref(column)}), ${folded}) > 0`));
  }
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return anyOf(columns.map((column) => sql`${sql.ref(column)} ilike ${pattern} escape '\\'`));
}

const anyOf = (conditions: RawBuilder<unknown>[]) => sql<boolean>`(${sql.join(conditions, sql` or `)})`;

/** FTS5's trigram index needs three characters: shorter texts compare every row's folded columns. */
function indexedMatch(dialect: Dialect, table: "users" | "leads", columns: readonly string[], text: string) {
  if (dialect === "postgres" || [...text].length < 3)
    return containsText(
      dialect,
      columns.map((column) => `${table}.${column}`),
      text,
    );
  const index = sql.table(`${table}_search`);
  return sql<boolean>`${sql.raw(`${table}.rowid`)} in (select rowid from ${index} where ${index} match ${phrase(text)})`;
}

export const userMatches = (dialect: Dialect, text: string) =>
  indexedMatch(dialect, "users", ["name", "email", "mobile"], text);

export const leadMatches = (dialect: Dialect, text: string) =>
  indexedMatch(dialect, "leads", ["search_text"], text);

/** An FTS5 query that matches the text as a substring: one quoted phrase, its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

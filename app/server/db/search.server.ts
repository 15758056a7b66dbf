import { sql } from "kysely";
import type { Dialect } from "./database.server";

/**
 * "Any of these columns contains the text", ignoring case, with LIKE's wildcards and its escape
 * character taken literally: ILIKE on PostgreSQL; SQLite's LIKE already ignores (ASCII) case.
 */
export function containsText(dialect: Dialect, columns: readonly string[], text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = sql.raw(dialect === "postgres" ? "ilike" : "like");
  const matches = columns.map((column) => sql`${sql.ref(column)} ${like} ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}

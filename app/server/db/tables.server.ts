import type { Kysely } from "kysely";
import type { Database, TableName } from "./schema.server";

/**
 * The application's tables as the database itself has them after the migrations (Kysely's own
 * migration tables left out), so operations never keep a second list that could fall behind.
 */
export async function tableNames(db: Kysely<Database>): Promise<TableName[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && !isDerived(table.name))
    .map((table) => table.name as TableName)
    .sort();
}

/**
 * SQLite's search index (migrations 0004 and 0005) and the tables FTS5 keeps under it: kept from
 * users by triggers, so never copied or counted as data of their own.
 */
const isDerived = (name: string) => name === "users_search" || name.startsWith("users_search_");

/** Rows per table, by name. */
export async function rowCounts(db: Kysely<Database>, tables: TableName[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

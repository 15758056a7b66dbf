import type { Kysely } from "kysely";
import type { Database, TableName } from "./schema.server";

/**
 * The application's tables as the database itself has them after the migrations (Kysely's own
 * migration tables left out), so operations never keep a second list that could fall behind.
 */
export async function tableNames(db: Kysely<Database>): Promise<TableName[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView)
    .map((table) => table.name as TableName)
    .sort();
}

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

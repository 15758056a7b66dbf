import { type Kysely, sql } from "kysely";
import type { Database, TableName } from "./schema.server";

/** Read from the database, so operations never keep a second list that could fall behind. */
export async function tableNames(db: Kysely<Database>): Promise<TableName[]> {
  const tables = await db.introspection.getTables();
  // SQLite's search indexes are kept by triggers: never copied or counted as data of their own.
  return tables
    .filter((table) => !table.isView && !/^(users|leads)_search($|_)/.test(table.name))
    .map((table) => table.name as TableName)
    .sort();
}

/** One statement: one round trip to PostgreSQL, not one a table. */
export async function rowCounts(db: Kysely<Database>, tables: TableName[]): Promise<Record<string, number>> {
  const [first, ...rest] = tables.map((table) =>
    db.selectFrom(table).select((eb) => [sql.lit(table).as("table"), eb.fn.countAll().as("count")]),
  );
  if (!first) return {};
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  return Object.fromEntries(rows.map((row) => [String(row.table), Number(row.count)]));
}

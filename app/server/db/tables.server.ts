import { type Kysely, sql } from "kysely";
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
 * SQLite's search indexes (migrations 0004, 0005, 0011 and 0018) and the tables FTS5 keeps under
 * them: kept from users and leads by triggers, so never copied or counted as data of their own.
 */
const isDerived = (name: string) => /^(users|leads)_search($|_)/.test(name);

/** Rows per table, by name, in one statement (one round trip to PostgreSQL, not one a table). */
export async function rowCounts(db: Kysely<Database>, tables: TableName[]): Promise<Record<string, number>> {
  const [first, ...rest] = tables.map((table) =>
    db.selectFrom(table).select((eb) => [sql.lit(table).as("table"), eb.fn.countAll().as("count")]),
  );
  if (!first) return {};
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  return Object.fromEntries(rows.map((row) => [String(row.table), Number(row.count)]));
}

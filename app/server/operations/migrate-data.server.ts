import { type Kysely, sql } from "kysely";
import { openDatabase, rowCounts, sqliteFile, tableNames } from "../db/database.server";
import { migrateToLatest } from "../db/migrate.server";
import type { Database, TableName } from "../db/schema.server";
import { exists, OperationError } from "./data-files.server";

/** Well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

/** One transaction on each side: a consistent snapshot is read, and the target gets all or nothing. */
export async function migrateData(fromUrl: string, toUrl: string): Promise<Record<string, number>> {
  const file = sqliteFile(fromUrl);
  if (file === null) throw new OperationError("--from must be an SQLite database (file:<path>).");
  if (!(await exists(file))) throw new OperationError(`No database file at ${file}.`);
  if (sqliteFile(toUrl) !== null)
    throw new OperationError("--to must be a PostgreSQL database (postgres://…).");

  const source = openDatabase(fromUrl);
  const target = openDatabase(toUrl);
  try {
    // Same columns on both sides.
    await migrateToLatest(source);
    await migrateToLatest(target);
    const tables = await parentsFirst(target.db, await tableNames(target.db));
    const filled = Object.entries(await rowCounts(target.db, tables)).filter(([, rows]) => rows > 0);
    if (filled.length > 0) {
      const list = filled.map(([table, rows]) => `${table} has ${rows} rows`).join(", ");
      throw new OperationError(
        `The target database is not empty (${list}): migrate-data only fills an empty one.`,
      );
    }
    const timestamps = await timestampColumns(target.db);

    return await source.db.transaction().execute((from) =>
      target.db.transaction().execute(async (to) => {
        for (const table of tables) {
          let batch: Record<string, unknown>[] = [];
          const flush = async () => {
            if (batch.length > 0)
              await to
                .insertInto(table)
                .values(batch as never)
                .execute();
            batch = [];
          };
          for await (const row of from.selectFrom(table).selectAll().stream()) {
            batch.push(convert(table, row, timestamps.get(table)));
            if (batch.length === BATCH) await flush();
          }
          await flush();
        }
        const expected = await rowCounts(from, tables);
        const copied = await rowCounts(to, tables);
        for (const table of tables) {
          if (copied[table] !== expected[table])
            throw new OperationError(`${table}: ${copied[table]} rows copied, ${expected[table]} expected.`);
        }
        return copied;
      }),
    );
  } finally {
    await source.db.destroy();
    await target.db.destroy();
  }
}

/** Normalised as the pool reads timestamptz back (`toISOString()`), so both engines read alike. */
function convert(table: string, row: object, timestampColumns: Set<string> | undefined) {
  const converted: Record<string, unknown> = { ...row };
  for (const column of timestampColumns ?? []) {
    const value = converted[column];
    if (value === null || value === undefined) continue;
    const time = new Date(String(value));
    if (Number.isNaN(time.getTime()))
      throw new OperationError(`${table}.${column} holds "${String(value)}", which is not a time.`);
    converted[column] = time.toISOString();
  }
  return converted;
}

async function timestampColumns(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const columns = new Map<string, Set<string>>();
  for (const table of await db.introspection.getTables()) {
    const names = table.columns.filter((column) => column.dataType === "timestamptz").map((c) => c.name);
    columns.set(table.name, new Set(names));
  }
  return columns;
}

async function parentsFirst(db: Kysely<Database>, tables: TableName[]): Promise<TableName[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and conrelid <> confrelid`.execute(db);
  const ordered: TableName[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const ready = [...remaining].filter((table) =>
      rows.every((key) => key.child !== table || !remaining.has(key.parent as TableName)),
    );
    if (ready.length === 0)
      throw new OperationError(`Foreign keys form a cycle among ${[...remaining].join(", ")}.`);
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
}

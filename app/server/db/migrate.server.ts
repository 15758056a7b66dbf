import { type QueryExecutorProvider, sql } from "kysely";
import { type Migration, Migrator, NO_MIGRATIONS } from "kysely/migration";
import type { AppDatabase } from "./database.server";
import type { Dialect } from "./migrations/dialect.server";

type MigrationSource = Migration | ((dialect: Dialect) => Migration);

// Bundled at build, so they ship inside the server bundle: every numbered file of the folder, each
// exporting one migration (or one per engine), named after its file and applied in its order.
const migrationFiles = import.meta.glob<Record<string, MigrationSource>>("./migrations/[0-9]*.server.ts", {
  eager: true,
});

function migrator({ db, dialect }: AppDatabase) {
  const migrations = Object.entries(migrationFiles).map(([file, exports]) => {
    const source = Object.values(exports)[0] as MigrationSource;
    return [
      file.slice(file.lastIndexOf("/") + 1, -".server.ts".length),
      typeof source === "function" ? source(dialect) : source,
    ];
  });
  return new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(migrations) } });
}

/** Kysely holds a migration lock (advisory on PostgreSQL), so instances starting together migrate once. */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const { error, results } = await migrator(database).migrateToLatest();
  if (error) throw error;
  if (database.dialect === "sqlite") {
    await repairSearchIndex(database.db, "users_search");
    await repairSearchIndex(database.db, "leads_search");
  }
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * SQLite documents that `VACUUM` may renumber the rowids of a text-keyed table, breaking the
 * external-content index. The check reads the whole index, so it runs at start only.
 */
async function repairSearchIndex(db: QueryExecutorProvider, index: "users_search" | "leads_search") {
  try {
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('integrity-check', 1)`.execute(
      db,
    );
  } catch (error) {
    if (!String((error as { code?: unknown }).code).startsWith("SQLITE_CORRUPT")) throw error;
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}) values ('rebuild')`.execute(db);
  }
}

/** For the migration tests, which start from older schemas. */
export async function migrateTo(database: AppDatabase, name: string | typeof NO_MIGRATIONS): Promise<void> {
  const { error } = await migrator(database).migrateTo(name);
  if (error) throw error;
}

export const migrateToEmpty = (database: AppDatabase) => migrateTo(database, NO_MIGRATIONS);

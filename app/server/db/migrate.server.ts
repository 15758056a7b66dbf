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

/** The last of the migrations that release 1.1.0 ran, folded into the first migration now. */
const FOLDED_LAST = "0037-data-requests";
const FOLDED_INTO = "0037-schema-of-1.1.0";

/** The operator's to mend, as a bad setting is: the commands print its message alone. */
export class UpgradePathError extends Error {
  override name = "UpgradePathError";
}

/**
 * A database release 1.1.0 left records migrations 0001 to 0037 by their old names: it already has
 * the schema the first migration makes, so that migration is recorded in their place. A database an
 * older release left cannot be brought up to 1.1.0 from here.
 */
async function adoptFoldedMigrations({ db }: AppDatabase) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return;
  const migrations = db.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
  const folded = await migrations
    .selectFrom("kysely_migration")
    .select(["name", "timestamp"])
    .where("name", "<=", FOLDED_LAST)
    .orderBy("name")
    .execute();
  const last = folded.at(-1);
  if (!last) return;
  if (last.name !== FOLDED_LAST)
    throw new UpgradePathError(
      `This database was last changed by a release older than 1.1.0 (migration ${last.name}): start release 1.1.0 on it once, then this one.`,
    );
  await migrations.transaction().execute(async (trx) => {
    // Instances starting together: only the one whose delete found the rows records the fold.
    const deleted = await trx
      .deleteFrom("kysely_migration")
      .where("name", "<=", FOLDED_LAST)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === folded.length)
      await trx
        .insertInto("kysely_migration")
        .values({ name: FOLDED_INTO, timestamp: last.timestamp })
        .execute();
  });
}

/** Kysely holds a migration lock (advisory on PostgreSQL), so instances starting together migrate once. */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  await adoptFoldedMigrations(database);
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

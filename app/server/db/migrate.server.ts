import { Migrator, NO_MIGRATIONS } from "kysely";
import type { AppDatabase } from "./database.server";
import { initialMigration } from "./migrations/0001-initial.server";
import { mailReplyToMigration } from "./migrations/0002-mail-reply-to.server";
import { usersListIndexesMigration } from "./migrations/0003-users-list-indexes.server";

// Migrations are imported, not read from a folder, so they ship inside the server bundle.
function migrator({ db, dialect }: AppDatabase) {
  return new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        "0001-initial": initialMigration(dialect),
        "0002-mail-reply-to": mailReplyToMigration,
        "0003-users-list-indexes": usersListIndexesMigration,
      }),
    },
  });
}

/**
 * Brings the schema up to date. Kysely holds a migration lock while it runs (an advisory lock on
 * PostgreSQL), so instances starting together migrate once.
 */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const { error, results } = await migrator(database).migrateToLatest();
  if (error) throw error;
  return (results ?? []).map((result) => result.migrationName);
}

/** Undoes every migration (a full rollback), as the migration round-trip tests do. */
export async function migrateToEmpty(database: AppDatabase): Promise<void> {
  const { error } = await migrator(database).migrateTo(NO_MIGRATIONS);
  if (error) throw error;
}

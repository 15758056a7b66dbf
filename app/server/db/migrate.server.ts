import { Migrator, NO_MIGRATIONS, type QueryExecutorProvider, sql } from "kysely";
import type { AppDatabase } from "./database.server";
import { initialMigration } from "./migrations/0001-initial.server";
import { mailReplyToMigration } from "./migrations/0002-mail-reply-to.server";
import { usersListIndexesMigration } from "./migrations/0003-users-list-indexes.server";
import { usersSearchMigration } from "./migrations/0004-users-search.server";
import { usersSearchByRowidMigration } from "./migrations/0005-users-search-by-rowid.server";
import { normalisedMobilesMigration } from "./migrations/0006-normalised-mobiles.server";
import { mailClearWhenSentMigration } from "./migrations/0007-mail-clear-when-sent.server";
import { sessionDevicesMigration } from "./migrations/0008-session-devices.server";
import { twoFactorMigration } from "./migrations/0009-two-factor.server";
import { siteContentMigration } from "./migrations/0010-site-content.server";
import { leadPipelineMigration } from "./migrations/0011-lead-pipeline.server";
import { leadSearchChangesMigration } from "./migrations/0012-lead-search-changes.server";
import { leadsWaitingIndexMigration } from "./migrations/0013-leads-waiting-index.server";
import { coveringLeadIndexesMigration } from "./migrations/0014-covering-lead-indexes.server";
import { leadCountsMigration } from "./migrations/0015-lead-counts.server";
import { acknowledgementBudgetsMigration } from "./migrations/0016-acknowledgement-budgets.server";
import { reauthenticationMigration } from "./migrations/0017-reauthentication.server";
import { oneInboxQueryMigration } from "./migrations/0018-one-inbox-query.server";
import { leadLabelsMigration } from "./migrations/0019-lead-labels.server";
import { leadSourcesMigration } from "./migrations/0020-lead-sources.server";
import { pageViewsMigration } from "./migrations/0021-page-views.server";
import { courseBatchesMigration } from "./migrations/0022-course-batches.server";
import { jobApplicationsMigration } from "./migrations/0023-job-applications.server";
import { boundedTrafficMigration } from "./migrations/0024-bounded-traffic.server";
import { seatsFromEnrolmentsMigration } from "./migrations/0025-seats-from-enrolments.server";

type Schema = Pick<AppDatabase, "db" | "dialect">;

// Migrations are imported, not read from a folder, so they ship inside the server bundle.
function migrator({ db, dialect }: Schema) {
  return new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        "0001-initial": initialMigration(dialect),
        "0002-mail-reply-to": mailReplyToMigration,
        "0003-users-list-indexes": usersListIndexesMigration,
        "0004-users-search": usersSearchMigration(dialect),
        "0005-users-search-by-rowid": usersSearchByRowidMigration(dialect),
        "0006-normalised-mobiles": normalisedMobilesMigration,
        "0007-mail-clear-when-sent": mailClearWhenSentMigration,
        "0008-session-devices": sessionDevicesMigration,
        "0009-two-factor": twoFactorMigration(dialect),
        "0010-site-content": siteContentMigration(dialect),
        "0011-lead-pipeline": leadPipelineMigration(dialect),
        "0012-lead-search-changes": leadSearchChangesMigration(dialect),
        "0013-leads-waiting-index": leadsWaitingIndexMigration,
        "0014-covering-lead-indexes": coveringLeadIndexesMigration,
        "0015-lead-counts": leadCountsMigration(dialect),
        "0016-acknowledgement-budgets": acknowledgementBudgetsMigration,
        "0017-reauthentication": reauthenticationMigration(dialect),
        "0018-one-inbox-query": oneInboxQueryMigration(dialect),
        "0019-lead-labels": leadLabelsMigration,
        "0020-lead-sources": leadSourcesMigration,
        "0021-page-views": pageViewsMigration,
        "0022-course-batches": courseBatchesMigration,
        "0023-job-applications": jobApplicationsMigration(dialect),
        "0024-bounded-traffic": boundedTrafficMigration,
        "0025-seats-from-enrolments": seatsFromEnrolmentsMigration,
      }),
    },
  });
}

/** Kysely holds a migration lock (advisory on PostgreSQL), so instances starting together migrate once. */
export async function migrateToLatest(database: Schema): Promise<string[]> {
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
export async function migrateTo(database: Schema, name: string): Promise<void> {
  const { error } = await migrator(database).migrateTo(name);
  if (error) throw error;
}

export async function migrateToEmpty(database: Schema): Promise<void> {
  const { error } = await migrator(database).migrateTo(NO_MIGRATIONS);
  if (error) throw error;
}

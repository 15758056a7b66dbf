import { fileURLToPath } from "node:url";
import { ensureFirstAdmin } from "~/server/admin/admins.server";
import { loadConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { databaseAddress, waitForDatabase } from "~/server/db/wait.server";
import { createLogger } from "~/server/logger.server";
import type { ServeOptions } from "./serve";

// The entry of the server bundle. What serves pages (Express, React, the routes) and the commands
// that render pages are loaded only when called: the primary's `prepare` task and the operations
// commands start without them.
export { backupCommand } from "./backup";
export { createAdminCommand } from "./create-admin";
export { migrateDataCommand } from "./migrate-data";
export { restoreCommand } from "./restore";

/** The pages the build prerendered: build/prerendered.json, beside this entry's folder. */
const prerendered = fileURLToPath(new URL("../prerendered.json", import.meta.url));

export async function exportPagesCommand(argv: string[], write: (text: string) => void) {
  return (await import("./export-pages")).exportPagesCommand(argv, write, prerendered);
}

export async function prerenderPages() {
  return (await import("./prerender")).prerenderPages();
}

/**
 * What happens once per start, before any process serves: validate the environment (which makes
 * the session secret when there is none), wait for a PostgreSQL server that is not there yet,
 * migrate the database, make the first admin. The primary runs it in a process of its own and
 * starts the workers only once it has succeeded, so nothing listens while the database is away
 * at start (decision 049). Answers null when told to stop while it waited: then nothing may serve.
 */
/** What the cluster primary, which never loads the app, needs of the validated configuration. */
export interface PreparedSettings {
  dataDir: string;
  metricsPort: number | undefined;
}

export async function prepare(): Promise<PreparedSettings | null> {
  const config = loadConfig();
  const log = createLogger(config);
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  // SIGTERM or SIGINT ends a wait for the database; once the database answers, the migrations
  // run to their end (the primary waits for them before it exits).
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  try {
    if (dialect === "postgres") {
      const address = databaseAddress(config.DATABASE_URL);
      if (!(await waitForDatabase(db, address, log, stop.signal))) return null;
    }
    const applied = await migrateToLatest({ db, dialect });
    if (applied.length > 0) log.info({ migrations: applied }, "database migrated");
    await ensureFirstAdmin(db, config, log, (text) => process.stdout.write(text));
    return { dataDir: config.DATA_DIR, metricsPort: config.METRICS_PORT };
  } finally {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
    await db.destroy();
  }
}

/** Serves the site in this process until SIGTERM/SIGINT, or until an error nothing handled. */
export async function serve(options: ServeOptions) {
  return (await import("./serve")).serve(options);
}

/** One process that prepares and serves: the dev server. */
export async function start(options: ServeOptions) {
  if (await prepare()) return serve(options);
}

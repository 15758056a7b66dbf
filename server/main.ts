import { fileURLToPath } from "node:url";
import { ensureFirstAdmin } from "~/server/admin/admins.server";
import { loadConfig } from "~/server/config.server";
import { databaseAddress, openDatabase, waitForDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { rebuildLeadRecords } from "~/server/leads/rebuild-lead-records.server";
import { createLogger } from "~/server/logger.server";
import type { ServeOptions } from "./serve";

// What serves or renders pages is imported lazily, so `prepare` and the commands start without it.
export {
  backupCommand,
  createAdminCommand,
  mailCheckCommand,
  migrateDataCommand,
  restoreCommand,
} from "./operation-command";

export async function exportPagesCommand(argv: string[], write: (text: string) => void) {
  const prerendered = fileURLToPath(new URL("../prerendered.json", import.meta.url));
  return (await import("./public-pages")).exportPagesCommand(argv, write, prerendered);
}

export const seedCommand = async (argv: string[], write: (text: string) => void) =>
  (await import("./seed")).seedCommand(argv, write);

export const prerenderPages = async () => (await import("./public-pages")).prerenderPages();

/** Null when told to stop while waiting for the database: then nothing may serve. */
export async function prepare(): Promise<{ dataDir: string; metricsPort: number | undefined } | null> {
  const config = loadConfig();
  const log = createLogger(config);
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  // A signal ends only the wait for the database; begun migrations run to their end.
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
    const rebuilt = await rebuildLeadRecords(db);
    if (rebuilt > 0) log.info({ leads: rebuilt }, "lead summaries made again by changed code");
    await ensureFirstAdmin(db, config, log, (text) => process.stdout.write(text));
    return { dataDir: config.DATA_DIR, metricsPort: config.METRICS_PORT };
  } finally {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
    await db.destroy();
  }
}

export const serve = async (options: ServeOptions) => (await import("./serve")).serve(options);

/** The dev server: one process that prepares and serves. */
export async function start(options: ServeOptions) {
  if (await prepare()) return serve(options);
}

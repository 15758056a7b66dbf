import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { ensureFirstAdmin } from "~/server/admin/admins.server";
import { loadConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { createLogger } from "~/server/logger.server";
import { startOutboxWorker } from "~/server/mail/outbox-worker.server";
import { createApp } from "./app";
import { closeOnSignals } from "./shutdown";

export { backupCommand } from "./backup";
export { createAdminCommand } from "./create-admin";
export { migrateDataCommand } from "./migrate-data";
export { prerenderPages } from "./prerender";
export { restoreCommand } from "./restore";

export interface StartOptions {
  clientDir?: string;
  devMiddleware?: RequestHandler;
  /** Called after the database is closed on shutdown (the dev server closes Vite here). */
  onClose?: () => Promise<void>;
}

/** Validates the environment, migrates the database, then serves until SIGTERM/SIGINT. */
export async function start({ clientDir, devMiddleware, onClose }: StartOptions) {
  const config = loadConfig();
  const log = createLogger(config);
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest({ db, dialect });
  if (applied.length > 0) log.info({ migrations: applied }, "database migrated");
  await ensureFirstAdmin(db, config, log, (text) => process.stdout.write(text));

  const outbox = startOutboxWorker({ db, dialect, config, log });

  const app = createApp({
    config,
    db,
    dialect,
    log,
    clientDir,
    devMiddleware,
    outboxState: outbox.state,
  });
  const server = app.listen(config.PORT);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  log.info({ port, dialect }, `listening on http://localhost:${port}`);

  closeOnSignals(
    server,
    async () => {
      await outbox.stop();
      await db.destroy();
      await onClose?.();
    },
    log,
  );
  return server;
}

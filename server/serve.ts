import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RequestHandler } from "express";
import { startRollUps } from "~/server/analytics/roll-up-timer.server";
import { stopViews } from "~/server/analytics/view-buffer.server";
import { loadConfig } from "~/server/config.server";
import { liveContent } from "~/server/content/live.server";
import { readPublished } from "~/server/content/store.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { startOutboxWorker } from "~/server/mail/outbox-worker.server";
import { startMetrics } from "~/server/metrics.server";
import { startMaintenance } from "~/server/operations/maintenance.server";
import { createApp } from "./app";
import { buildSources } from "./inline-sources";
import { stopOnUnhandledErrors } from "./last-resort";
import { keepPagesLive, renderLivePages } from "./live-pages";
import { retireAboveMemoryLimit } from "./memory-limit";
import { isHttps } from "./security";
import { gracefulClose } from "./shutdown";
import { finalPages, staticPages } from "./static-pages";
import { serverTimeouts } from "./timeouts";

export interface ServeOptions {
  clientDir?: string;
  devMiddleware?: RequestHandler;
  onClose?: () => Promise<void>;
}

export async function serve({ clientDir, devMiddleware, onClose }: ServeOptions) {
  const config = loadConfig();
  const log = createLogger(config);
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  const outbox = startOutboxWorker({ db, dialect, config, log });
  const maintenance = startMaintenance({ db, dialect, config, log });
  const rollUps = startRollUps({ db, dialect, config, log });
  startMetrics({ db, log });
  const site = liveContent(db, await readPublished(db));
  const values = { config, db, dialect, log, site };

  const app = createApp({ ...values, clientDir, devMiddleware, outboxState: outbox.state });
  // The build's pages show the default content; once something is published, they are rendered here.
  const prerendered = clientDir ? path.join(clientDir, "..", "prerendered.json") : "";
  const pages = !clientDir
    ? new Map<string, string>()
    : site.current().generation === 0
      ? finalPages(prerendered, config)
      : await renderLivePages(values);
  const trust = app.get("trust proxy fn");
  const serveStaticPage = staticPages({
    pages,
    own: buildSources(prerendered),
    log,
    isSecure: (req) => isHttps(req, trust),
  });
  const stopWatching = clientDir ? keepPagesLive(values, serveStaticPage) : () => {};
  const server = createServer(serverTimeouts, (req, res) => {
    if (!serveStaticPage(req, res)) app(req, res);
  });
  server.listen(config.PORT);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  // Under the cluster, the primary says when the site is up.
  if (cluster.isWorker) log.info({ port, dialect }, "worker ready");
  else log.info({ port, dialect }, `listening on http://localhost:${port}`);

  const close = gracefulClose(
    server,
    async () => {
      maintenance.stop();
      stopWatching();
      await rollUps.stop();
      await outbox.stop();
      await stopViews(db);
      await db.destroy();
      await onClose?.();
    },
    log,
  );
  stopOnUnhandledErrors(log, close);
  // Only a worker has a primary to replace it; the dev server would just end.
  if (cluster.isWorker && config.MAX_WORKER_MEMORY_MB !== undefined)
    retireAboveMemoryLimit(config.MAX_WORKER_MEMORY_MB, log, close);
  return server;
}

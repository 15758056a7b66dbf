import cluster from "node:cluster";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RequestHandler } from "express";
import { startRollUps } from "~/server/analytics/roll-up.server";
import { stopViews } from "~/server/analytics/view-buffer.server";
import { loadConfig } from "~/server/config.server";
import { liveContent, watchContent } from "~/server/content/live.server";
import { readPublished } from "~/server/content/store.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { startOutboxWorker } from "~/server/mail/outbox-worker.server";
import { startMetrics } from "~/server/metrics.server";
import { startMaintenance } from "~/server/operations/maintenance.server";
import { createApp } from "./app";
import { pageRenderer, publicPaths } from "./public-pages";
import { isHttps } from "./security";
import { gracefulClose, retireAboveMemoryLimit } from "./shutdown";
import { buildSources, staticPages } from "./static-pages";

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
  const trust = app.get("trust proxy fn");
  const listener = clientDir
    ? staticPages({
        paths: publicPaths(),
        render: pageRenderer(values),
        site,
        own: buildSources(path.join(clientDir, "..", "prerendered.json")),
        log,
        isSecure: (req) => isHttps(req, trust),
        app,
      })
    : app;
  const stopWatching = clientDir
    ? watchContent(site, (error) => log.warn({ err: error }, "could not check the published content"))
    : () => {};
  const server = createServer(
    {
      headersTimeout: 20_000,
      // Long enough for the largest upload (MAX_UPLOAD_MB) over a slow mobile link.
      requestTimeout: 120_000,
      // Longer than nginx's keepalive_timeout (60 s), so nginx never sends on a connection being closed.
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 2_000,
    },
    listener,
  );
  server.listen(config.PORT);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  // Under the cluster, the primary says when the site is up.
  if (cluster.isWorker) log.info({ port, dialect }, "worker ready");
  else log.info({ port, dialect }, `listening on http://localhost:${port}`);

  const close = gracefulClose(
    server,
    async () => {
      await maintenance.stop();
      stopWatching();
      await rollUps.stop();
      await outbox.stop();
      await stopViews(db);
      await db.destroy();
      await onClose?.();
    },
    log,
  );
  // Only a worker has a primary to replace it; the dev server would just end.
  if (cluster.isWorker && config.MAX_WORKER_MEMORY_MB !== undefined)
    retireAboveMemoryLimit(config.MAX_WORKER_MEMORY_MB, log, close);
  return server;
}

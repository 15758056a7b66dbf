import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import * as productionBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { sql } from "kysely";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { type AppContext, requestContext } from "~/server/app-context.server";
import { asksForPreview } from "~/server/content/page-content.server";
import {
  noteStorageFault,
  storageFaultHeaders,
  storageFaultStatus,
} from "~/server/http/storage-faults.server";
import { type OutboxWorkerState, readyOutboxStates } from "~/server/mail/outbox-worker.server";
import { observeRequest, requestMetricsSlot, UNMATCHED } from "~/server/metrics.server";
import { metricsEndpoint } from "./metrics-endpoint";
import { requestIdFor, requestScope } from "./request-scope";
import { assetHeaders, refuseCrossSite, securityHeaders } from "./security";
import { accepted } from "./static-pages";

interface AppOptions extends Omit<AppContext, "nonce" | "requestId" | "clientIp"> {
  clientDir?: string;
  devMiddleware?: RequestHandler;
  outboxState?: () => OutboxWorkerState;
}

export function createApp({ clientDir, devMiddleware, outboxState, ...context }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", context.config.TRUST_PROXY);
  app.use(measureRequests);

  app.use(
    pinoHttp({
      logger: context.log,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const id = requestIdFor(req.headers["x-request-id"]);
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // A 503 or 507 means "not now" (full disk, locked database); its cause is logged elsewhere.
      customLogLevel: (_req, res, error) =>
        error || (res.statusCode >= 500 && !NOT_NOW.has(res.statusCode))
          ? "error"
          : res.statusCode >= 400
            ? "warn"
            : "info",
      customSuccessMessage: (req, res, ms) =>
        `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)}ms`,
      customErrorMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode} failed`,
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(requestScope);
  if (clientDir && !devMiddleware) {
    // The build's scripts and stylesheets: their names carry a content hash, so they are cached for
    // good, and a document's policies would only weigh down each of a page's many chunks.
    const assetsDir = path.join(clientDir, "assets");
    const serveAssets = express.static(assetsDir, { immutable: true, maxAge: "1y" });
    const pickTwin = precompressedAssets(assetsDir);
    app.use(
      "/assets",
      assetHeaders,
      countedAs("/assets", (req, res, next) => pickTwin(req, res, () => serveAssets(req, res, next))),
    );
  }
  app.use(securityHeaders({ dev: Boolean(devMiddleware) }));

  const databaseAnswers = () =>
    sql`select 1`.execute(context.db).then(
      () => true,
      () => false,
    );
  app.get("/healthz", async (_req, res) => {
    const ok = await databaseAnswers();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ ok });
  });

  // Separate from /healthz (liveness), so a slow database does not get the process restarted.
  app.get("/readyz", async (_req, res) => {
    const database = await databaseAnswers();
    const outbox = outboxState?.() ?? "disabled";
    const ok = database && readyOutboxStates.has(outbox);
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ ok, database, outbox });
  });

  app.use(refuseCrossSite({ appUrl: context.config.APP_URL }));
  app.use(compression());
  if (context.config.METRICS_TOKEN) app.get("/metrics", metricsEndpoint(context.config.METRICS_TOKEN));
  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // No folder redirects: public/video/ holds the /video page's files, and /video is that page.
    const servePublic = countedAs(
      "static files",
      express.static(clientDir, { maxAge: "1h", index: false, redirect: false }),
    );
    // Pages skip a stat each: only paths under the folder's own entries look at the disk.
    const publicEntries = new Set(readdirSync(clientDir));
    app.use((req, res, next) =>
      publicEntries.has(req.path.split("/")[1] ?? "") ? servePublic(req, res, next) : next(),
    );
  }

  app.use((req, res, next) => {
    if (asksForPreview(req.headers.cookie)) res.setHeader("Cache-Control", "no-store");
    next();
  });

  // An action that answers before reading the whole body would leave the rest on a keep-alive
  // connection and break the client's next request: discard it, as Node does by default.
  app.use((req, res, next) => {
    res.once("finish", () => {
      if (req.readableEnded || req.destroyed) return;
      req.removeAllListeners("data");
      req.resume();
    });
    next();
  });

  app.use(
    createRequestHandler({
      // Given a function, React Router rebuilds its route tables on every request.
      build: devMiddleware
        ? () => import("virtual:react-router/server-build") as Promise<ServerBuild>
        : (productionBuild as unknown as ServerBuild),
      mode: devMiddleware ? "development" : "production",
      getLoadContext: (req, res) => {
        const loadContext = requestContext({
          ...context,
          nonce: res.locals.cspNonce,
          requestId: String(req.id),
          clientIp: req.ip ?? "unknown",
        });
        loadContext.set(requestMetricsSlot, res.locals as { metricsRoute?: string });
        return loadContext;
      },
    }),
  );

  app.use(errorPage(context));
  return app;
}

const NOT_NOW = new Set([503, 507]);

/** For handlers whose paths are the clients' to choose, which must not become metric labels. */
function countedAs(route: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.metricsRoute = route;
    handler(req, res, (error?: unknown) => {
      res.locals.metricsRoute = undefined;
      next(error);
    });
  };
}

const measureRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const named = res.locals.metricsRoute;
    const route = req.route?.path ?? (typeof named === "string" ? named : UNMATCHED);
    observeRequest(route, req.method, res.statusCode, seconds);
  });
  next();
};

const errorPage =
  (context: Pick<AppContext, "log" | "config">): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const fault = noteStorageFault({ ...context, log: req.log }, error);
    if (!fault) req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const id = String(req.id).replace(/[^\w.-]/g, "");
    const status = fault
      ? storageFaultStatus(fault)
      : typeof error?.status === "number" && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    res.status(status).set("Cache-Control", "no-store");
    if (fault) res.set(storageFaultHeaders(fault));
    if (req.accepts(["html", "json"]) === "json") {
      res.json({ ok: false, error: "Something went wrong.", details: `Request id ${id}` });
      return;
    }
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head>` +
          `<body><h1>Something went wrong.</h1><p>Please try again later. Request id: ${id}</p></body></html>`,
      );
  };

const twin = { br: ".br", gzip: ".gz" } as const;

/**
 * Points express.static at an asset's `.br` or `.gz` twin, compressed once at its best in the build
 * (vite.config.ts), when the client takes that encoding; the compression middleware then leaves it be.
 */
function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(`${name}${twin.gzip}`)) return next();
    res.vary("Accept-Encoding");
    const encoding = accepted(req.headers["accept-encoding"] ?? "").find((offered) =>
      files.has(`${name}${twin[offered]}`),
    );
    if (encoding === undefined) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}${twin[encoding]}`;
    next();
  };
}

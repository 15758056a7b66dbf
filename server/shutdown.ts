import type { Server } from "node:http";
import type { Logger } from "~/server/logger.server";

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish (their
 * keep-alive connections close as soon as they go idle), release resources, exit 0.
 * If requests have not finished after `graceMs`, exit 1 rather than hang a deploy.
 */
export function closeOnSignals(server: Server, release: () => Promise<void>, log: Logger, graceMs = 10_000) {
  let closing = false;

  server.on("request", (_req, res) => {
    res.on("finish", () => {
      if (closing) server.closeIdleConnections();
    });
    if (closing) res.setHeader("Connection", "close");
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    setTimeout(() => {
      log.error("requests still running after the grace period; exiting");
      process.exit(1);
    }, graceMs).unref();
    server.close(async (error) => {
      try {
        await release();
        log.info("stopped");
        process.exit(error ? 1 : 0);
      } catch (releaseError) {
        log.error({ err: releaseError }, "shutdown failed");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };

  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

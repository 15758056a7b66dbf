import type { Server } from "node:http";
import type { Logger } from "~/server/logger.server";

export interface CloseOptions {
  exitCode?: number;
  graceMs?: number;
}

/** Exits 1 after the grace period rather than hang a deploy. */
export function gracefulClose(server: Server, release: () => Promise<void>, log: Logger) {
  let closing = false;
  let connectionsClosed = false;

  server.on("request", (_req, res) => {
    res.on("finish", () => {
      if (closing) server.closeIdleConnections();
    });
    if (closing) res.setHeader("Connection", "close");
  });

  const close = ({ exitCode = 0, graceMs = 10_000 }: CloseOptions = {}) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      log.error(
        connectionsClosed
          ? "resources still busy after the grace period; exiting"
          : "requests still running after the grace period; exiting",
      );
      process.exit(1);
    }, graceMs).unref();
    server.close(async (error) => {
      connectionsClosed = true;
      try {
        await release();
        log.info("stopped");
        process.exit(error ? 1 : exitCode);
      } catch (releaseError) {
        log.error({ err: releaseError }, "shutdown failed");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    log.info({ signal }, "shutting down");
    close();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  return close;
}

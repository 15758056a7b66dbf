import type { Server } from "node:http";
import type { Logger } from "~/server/logger.server";

export interface CloseOptions {
  /** The exit code once everything has closed in time. */
  exitCode?: number;
  /** How long in-flight requests may take before the process exits 1 regardless. */
  graceMs?: number;
}

/**
 * Returns the way this process stops: stop accepting connections, let in-flight requests finish
 * (their keep-alive connections close as soon as they go idle), release resources, exit. If
 * requests have not finished after the grace period, exit 1 rather than hang a deploy. SIGTERM and
 * SIGINT stop it with exit code 0.
 */
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

import type { Server } from "node:http";
import type { Logger } from "~/server/logger.server";
import { currentRequestId } from "./request-scope";

/** Closes on SIGTERM, SIGINT or an unhandled error; exits 1 after the grace period rather than hang a deploy. */
export function gracefulClose(server: Server, release: () => Promise<void>, log: Logger) {
  let closing = false;
  let connectionsClosed = false;

  server.on("request", (_req, res) => {
    res.on("finish", () => {
      if (closing) server.closeIdleConnections();
    });
    if (closing) res.setHeader("Connection", "close");
  });

  const close = ({ exitCode = 0, graceMs = 10_000 } = {}) => {
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
  // After an unhandled error the process's state is unknown: it finishes briefly and exits 1.
  const stop = (what: string) => (error: unknown) => {
    log.fatal({ err: error, reqId: currentRequestId() }, `${what}: this process stops and is replaced`);
    announceRetiring(what);
    close({ exitCode: 1, graceMs: 5_000 });
  };
  process.on("uncaughtException", stop("uncaught exception"));
  process.on("unhandledRejection", stop("unhandled rejection"));
  return close;
}

/** Said before the requests are finished, so the primary starts the replacement at once. */
const announceRetiring = (cause: string) => {
  if (process.connected) process.send?.({ retiring: cause });
};

const MB = 1024 * 1024;

// Unlike after an unhandled error, the state is sound, so requests get the usual grace period.
export function retireAboveMemoryLimit(limitMb: number, log: Logger, close: () => void) {
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= limitMb * MB) return;
    clearInterval(timer);
    const rssMb = Math.round(rss / MB);
    log.warn(
      { rssMb, limitMb },
      `resident memory ${rssMb} MB is over MAX_WORKER_MEMORY_MB (${limitMb}): this process finishes its requests and is replaced`,
    );
    announceRetiring("memory limit");
    close();
  }, 1_000);
  timer.unref();
}

import type { Logger } from "~/server/logger.server";
import { currentRequestId } from "./request-scope";
import type { CloseOptions } from "./shutdown";

/** Said before the requests are finished, so the primary starts the replacement at once. */
export const announceRetiring = (cause: string) => {
  if (process.connected) process.send?.({ retiring: cause });
};

/** After an unhandled error the process's state is unknown: it finishes briefly and exits 1. */
export function stopOnUnhandledErrors(log: Logger, close: (options: CloseOptions) => void) {
  const stop = (what: string) => (error: unknown) => {
    log.fatal({ err: error, reqId: currentRequestId() }, `${what}: this process stops and is replaced`);
    announceRetiring(what);
    close({ exitCode: 1, graceMs: 5_000 });
  };
  process.on("uncaughtException", stop("uncaught exception"));
  process.on("unhandledRejection", stop("unhandled rejection"));
}

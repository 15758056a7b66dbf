import type { Logger } from "~/server/logger.server";
import { currentRequestId } from "./request-scope";
import type { CloseOptions } from "./shutdown";

export interface RetiringMessage {
  retiring: string;
}

/** After an unhandled error the process's state is unknown: it finishes briefly and exits 1. */
export function stopOnUnhandledErrors(log: Logger, close: (options: CloseOptions) => void) {
  const stop = (what: string) => (error: unknown) => {
    log.fatal({ err: error, reqId: currentRequestId() }, `${what}: this process stops and is replaced`);
    const message: RetiringMessage = { retiring: what };
    if (process.connected) process.send?.(message);
    close({ exitCode: 1, graceMs: 5_000 });
  };
  process.on("uncaughtException", stop("uncaught exception"));
  process.on("unhandledRejection", stop("unhandled rejection"));
}

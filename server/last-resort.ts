import type { Logger } from "~/server/logger.server";
import { currentRequestId } from "./request-scope";
import type { CloseOptions } from "./shutdown";

/** What a worker tells the primary when it stops on its own, so a replacement starts at once. */
export interface RetiringMessage {
  retiring: string;
}

/**
 * An error nothing handled means this process's state is unknown: log it with the request it came
 * from, stop taking connections, give the requests in flight a few seconds, and exit 1. Under the
 * primary a replacement is already starting by then; alone (the dev server) the process just ends.
 */
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

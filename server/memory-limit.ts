import type { Logger } from "~/server/logger.server";
import { announceRetiring } from "./last-resort";
import type { CloseOptions } from "./shutdown";

const MB = 1024 * 1024;

// Unlike after an unhandled error, the state is sound, so requests get the usual grace period.
export function retireAboveMemoryLimit(
  limitMb: number,
  log: Logger,
  close: (options?: CloseOptions) => void,
) {
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

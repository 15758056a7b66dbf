import type { Logger } from "~/server/logger.server";
import type { RetiringMessage } from "./last-resort";
import type { CloseOptions } from "./shutdown";

/** Reading the resident set size is one read of /proc: cheap enough to do every second. */
const SAMPLE_MS = 1_000;

const MB = 1024 * 1024;

/**
 * MAX_WORKER_MEMORY_MB (decision 050): a worker whose resident memory has grown past the limit (a
 * leak, a fragmented heap, native buffers) warns, tells the primary it is retiring so that its
 * replacement starts at once, stops accepting, finishes its requests and exits 0. Its state is
 * sound, unlike after an error nothing handled, so its requests get the usual grace period.
 */
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
    const message: RetiringMessage = { retiring: "memory limit" };
    if (process.connected) process.send?.(message);
    close();
  }, SAMPLE_MS);
  // The check never keeps a process alive that has nothing else to do.
  timer.unref();
}

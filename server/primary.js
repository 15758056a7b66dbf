// The primary serves nothing: the once-per-start work runs in a child, then cluster workers serve.
import cluster from "node:cluster";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import pino from "pino";
import { clusterMetrics, restartCause } from "./cluster-metrics.js";

const MAX_WORKERS = 64;
const EXIT_WINDOW_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
const MAX_FAILED_STARTS = 5;
/** Longer than a worker's own grace period (server/shutdown.ts), shorter than systemd's stop timeout. */
const STOP_GRACE_MS = 20_000;

export const TASK_VARIABLE = "SITE_TASK";

/** @param {string | undefined} value */
export function workerCount(value) {
  if (value === undefined || value === "") return availableParallelism();
  const count = Number(value);
  if (Number.isInteger(count) && count >= 1 && count <= MAX_WORKERS) return count;
  const error = new Error(
    `Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS} (got "${value}")`,
  );
  error.name = "ConfigError";
  throw error;
}

export const backoffMs = (/** @type {number} */ recentExits) =>
  recentExits <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, 250 * 2 ** (recentExits - 2));

export async function runPrimary() {
  const count = workerCount(process.env.WEB_CONCURRENCY);
  // Not round-robin: a connection the primary hands to a worker that has just died is never closed,
  // and its client waits for ever.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const task = cluster.fork({ [TASK_VARIABLE]: "prepare" });
  const early = () => {
    stopping = true;
    task.process.kill("SIGTERM");
  };
  process.once("SIGTERM", early);
  process.once("SIGINT", early);

  // The primary never loads the app, so the task sends it the validated settings it needs.
  /** @type {{ dataDir: string, metricsPort?: number } | undefined} */
  let settings;
  task.on("message", (message) => {
    if (message && typeof message === "object" && "prepared" in message) settings = message.prepared;
  });
  const [[code]] = await Promise.all([once(task, "exit"), once(task, "disconnect")]);
  if (stopping) process.exit(code === 0 ? 0 : 1);
  if (code !== 0) process.exit(typeof code === "number" ? code : 1);
  if (!settings) throw new Error("the prepare task ended without sending its settings");
  process.off("SIGTERM", early);
  process.off("SIGINT", early);

  const log = pino({ level: process.env.LOG_LEVEL || "info", base: { pid: process.pid } });
  const metrics = clusterMetrics({ log, dataDir: settings.dataDir });
  if (settings.metricsPort) metrics.listen(settings.metricsPort);
  /** @type {number[]} */
  let recentExits = [];
  let failedStarts = 0;
  let stopFailed = false;
  let announced = false;
  /** @type {Set<number>} */
  const ready = new Set();
  /** @type {Set<number>} */
  const replaced = new Set();

  /**
   * @param {import("node:cluster").Worker} worker
   * @param {string} why
   * @param {string} cause
   */
  const replace = (worker, why, cause) => {
    if (stopping || replaced.has(worker.id)) return;
    replaced.add(worker.id);
    metrics.workerReplaced(cause);
    if (!ready.has(worker.id)) failedStarts += 1;
    if (failedStarts >= MAX_FAILED_STARTS) {
      log.fatal({ failedStarts }, `workers failed to start ${failedStarts} times in a row; stopping`);
      process.exit(1);
    }
    const now = Date.now();
    recentExits = [...recentExits.filter((at) => now - at < EXIT_WINDOW_MS), now];
    const delay = backoffMs(recentExits.length);
    log.warn(
      { worker: worker.process.pid, why, restartInMs: delay },
      `worker ${worker.process.pid} ${why}; starting a replacement${delay ? ` in ${delay} ms` : ""}`,
    );
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  };

  cluster.on("listening", (worker, address) => {
    ready.add(worker.id);
    failedStarts = 0;
    if (announced || ready.size < count) return;
    announced = true;
    log.info(
      { port: address.port, workers: count },
      `listening on http://localhost:${address.port} with ${count} worker${count === 1 ? "" : "s"}`,
    );
  });
  // A retiring worker says so before finishing its requests, so its replacement starts at once.
  cluster.on("message", (worker, message) => {
    if (metrics.answer(worker, message)) return;
    if (message && typeof message === "object" && "retiring" in message)
      replace(worker, `is retiring (${message.retiring})`, restartCause(message));
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) stopFailed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info("stopped");
        process.exit(stopFailed ? 1 : 0);
      }
      return;
    }
    replace(
      worker,
      signal ? `was killed by ${signal}` : `exited with code ${code}`,
      restartCause({ signal }),
    );
  });

  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: the workers finish their requests");
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      log.error("workers still running after the grace period; killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    }, STOP_GRACE_MS).unref();
    if (workers.length === 0) process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  for (let index = 0; index < count; index += 1) cluster.fork();
}

import { statfs } from "node:fs/promises";
import { createServer } from "node:http";
import { AggregatorRegistry, Counter, Gauge, Registry } from "prom-client";

export const METRICS_REQUEST = "metricsRequest";
export const METRICS_REPLY = "metricsReply";

const RETIRING_CAUSES = new Set(["uncaught exception", "unhandled rejection", "memory limit"]);
const CAUSES = ["signal", "exit code", ...RETIRING_CAUSES, "other"];

/** @param {{ retiring?: unknown, signal?: string | null }} ending */
export function restartCause({ retiring, signal }) {
  if (retiring !== undefined) return RETIRING_CAUSES.has(String(retiring)) ? String(retiring) : "other";
  return signal ? "signal" : "exit code";
}

const DISK_CHECK_MS = 60_000;
// The alert in docs/deploy.md uses the same ratio.
const LOW_DISK_RATIO = 0.1;

/**
 * @param {boolean} wasLow
 * @param {{ free: number, size: number }} space
 * @returns {{ low: boolean, say: "low" | "recovered" | null }}
 */
export function diskVerdict(wasLow, { free, size }) {
  const low = size > 0 && free / size < LOW_DISK_RATIO;
  return { low, say: low === wasLow ? null : low ? "low" : "recovered" };
}

/** @param {{ log: import("pino").Logger, dataDir: string }} options */
export function clusterMetrics({ log, dataDir }) {
  const workers = new AggregatorRegistry();
  const own = new Registry();
  const restarts = new Counter({
    name: "worker_restarts_total",
    help: `Workers the primary replaced, by cause: ${CAUSES.join(", ")}.`,
    labelNames: ["cause"],
    registers: [own],
  });
  // Every cause from 0: Prometheus's increase() sees a series' first restart only if it was there before.
  for (const cause of CAUSES) restarts.inc({ cause }, 0);
  const free = new Gauge({
    name: "data_dir_free_bytes",
    help: "Bytes free for the site under DATA_DIR.",
    registers: [own],
  });
  const size = new Gauge({
    name: "data_dir_size_bytes",
    help: "Size of the file system that holds DATA_DIR.",
    registers: [own],
  });

  let low = false;
  let unreadable = false;
  const checkDisk = async () => {
    try {
      const stats = await statfs(dataDir);
      const space = { free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize };
      free.set(space.free);
      size.set(space.size);
      unreadable = false;
      const verdict = diskVerdict(low, space);
      low = verdict.low;
      const percent = space.size > 0 ? Math.round((space.free / space.size) * 1000) / 10 : 0;
      if (verdict.say === "low")
        log.warn({ dataDir, ...space }, `disk space low: ${percent}% free under DATA_DIR`);
      if (verdict.say === "recovered")
        log.info({ dataDir, ...space }, `disk space recovered: ${percent}% free`);
    } catch (error) {
      free.reset();
      size.reset();
      if (!unreadable) log.warn({ err: error, dataDir }, "disk space under DATA_DIR could not be read");
      unreadable = true;
    }
  };
  void checkDisk();
  setInterval(checkDisk, DISK_CHECK_MS).unref();

  const render = async () => {
    try {
      await checkDisk();
      const texts = await Promise.all([workers.clusterMetrics(), own.metrics()]);
      return texts.filter(Boolean).join("\n");
    } catch (error) {
      log.error({ err: error }, "metrics could not be collected from the workers");
      throw error;
    }
  };

  return {
    /** @param {string} cause */
    workerReplaced(cause) {
      restarts.inc({ cause });
    },
    /**
     * @param {import("node:cluster").Worker} worker
     * @param {unknown} message
     */
    answer(worker, message) {
      if (!message || typeof message !== "object" || !(METRICS_REQUEST in message)) return false;
      const id = /** @type {Record<string, unknown>} */ (message)[METRICS_REQUEST];
      const reply = (/** @type {Record<string, unknown>} */ body) => {
        if (worker.isConnected()) worker.send({ [METRICS_REPLY]: id, ...body });
      };
      render().then(
        (text) => reply({ text }),
        (error) => reply({ error: String(error?.message ?? error) }),
      );
      return true;
    },
    /** @param {number} port */
    listen(port) {
      const server = createServer((req, res) => {
        const path = (req.url ?? "").split("?")[0];
        if ((req.method !== "GET" && req.method !== "HEAD") || path !== "/metrics") {
          res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
          return;
        }
        render().then(
          (text) =>
            res.writeHead(200, { "Content-Type": own.contentType, "Cache-Control": "no-store" }).end(text),
          () => res.writeHead(503, { "Content-Type": "text/plain" }).end("Metrics unavailable\n"),
        );
      });
      // The site serves without its metrics: a taken port is the operator's to see in the log.
      server.on("error", (error) => log.error({ err: error, port }, "metrics port could not be opened"));
      server.listen(port, "127.0.0.1", () =>
        log.info({ port }, `metrics on http://127.0.0.1:${port}/metrics`),
      );
      server.unref();
    },
  };
}

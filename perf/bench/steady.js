// A closed-loop load generator for pages that take milliseconds of CPU each, where latency is the
// figure: each connection sends its next request when the last answer has arrived, and answers are
// only counted after a warm-up on the same connections. wrk opens all its connections at once,
// while the server is already busy, and counts from the first request. Two things then enter its
// p99 that steady use never sees: Node.js accepts one connection per turn of its event loop, so the
// last of 16 connections to a worker waits 15 turns for its first answer; and the cluster's
// primary hands each new connection to whichever worker is free first, so a burst can leave one
// worker with two connections and the other with thirty. Here the connections open one after
// another, as visitors arrive, each with one request answered before the next opens.
import http from "node:http";

/**
 * @param {{ url: string, connections: number, warmUpSeconds: number, seconds: number,
 *   headers?: Record<string, string> }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, non2xx: number }>}
 *   Latencies in milliseconds.
 */
export async function steadyLoad({ url, connections, warmUpSeconds, seconds, headers = {} }) {
  const target = new URL(url);
  /** @type {number[]} */
  const latencies = [];
  let non2xx = 0;

  /** One request on the lane's own keep-alive connection; resolves with its status when the body has ended. */
  const get = (/** @type {http.Agent} */ agent) =>
    new Promise((resolve, reject) => {
      const request = http.get(target, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      });
      request.on("error", reject);
    });

  /** @type {http.Agent[]} */
  const agents = [];
  for (let opened = 0; opened < connections; opened += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(agent);
    agents.push(agent);
  }
  const measureFrom = performance.now() + warmUpSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;

  const lane = async (/** @type {http.Agent} */ agent) => {
    try {
      for (;;) {
        const started = performance.now();
        if (started >= measureTo) return;
        const status = await get(agent);
        const ended = performance.now();
        if (started >= measureFrom && ended <= measureTo) {
          latencies.push(ended - started);
          if (Number(status) < 200 || Number(status) > 299) non2xx += 1;
        }
      }
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(agents.map(lane));
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    requests: latencies.length,
    non2xx,
  };
}

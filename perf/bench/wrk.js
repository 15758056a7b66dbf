// wrk (Debian's package) as the load generator: written in C, it leaves the CPUs to the servers
// far better than a Node.js client could at tens of thousands of requests a second.
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, non2xx: number, errors: number }} WrkResult
 * Latencies in milliseconds.
 */

/** @param {string} text wrk's "1.23ms" / "456.00us" / "1.20s" */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed an unreadable latency: ${text}`);
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/**
 * Runs wrk against `url` with keep-alive connections and returns its figures. A POST body is sent
 * through a two-line Lua script written to `scratch`.
 * @param {{ url: string, connections: number, seconds: number, threads?: number,
 *   headers?: Record<string, string>, post?: string, scratch: string }} options
 * @returns {Promise<WrkResult>}
 */
export async function wrk({ url, connections, seconds, threads = 2, headers = {}, post, scratch }) {
  // wrk counts an answer slower than its timeout (2 s by default) as a socket error and leaves it out
  // of the latencies. On a machine shared with other work the slowest answers of a server, the
  // references included, can take that long: they count in the p99 instead of failing the run.
  const args = [
    "--latency",
    "--timeout",
    "10s",
    "-t",
    String(threads),
    "-c",
    String(connections),
    "-d",
    `${seconds}s`,
  ];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (post !== undefined) {
    const script = path.join(scratch, `wrk-${Math.random().toString(16).slice(2)}.lua`);
    writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(post)}\n`);
    args.push("-s", script);
  }
  args.push(url);
  const { stdout } = await run("wrk", args, { maxBuffer: 1024 * 1024 });
  const field = (/** @type {RegExp} */ pattern) => pattern.exec(stdout)?.[1] ?? "";
  const errors = [...stdout.matchAll(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/g)]
    .flatMap((match) => match.slice(1).map(Number))
    .reduce((sum, count) => sum + count, 0);
  return {
    rps: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    p50: milliseconds(field(/\n\s+50%\s+(\S+)/)),
    p99: milliseconds(field(/\n\s+99%\s+(\S+)/)),
    requests: Number(field(/(\d+) requests in/)),
    // wrk prints the line only when there are any; it counts 3xx among them.
    non2xx: Number(field(/Non-2xx or 3xx responses: (\d+)/) || 0),
    errors,
  };
}

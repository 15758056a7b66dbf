// `npm run soak -- --minutes N`: the production server under a steady mixed load for N minutes
// (public pages, leads, CV uploads and the admin's lists), with a real SMTP server taking its mail.
// Every minute it prints the rate, the p99, the memory of each process and the outbox's depth; at
// the end, a verdict: the slope of the workers' memory after the warm-up, and the error count.
// A leak shows as a slope that a short benchmark never sees; a fault as errors.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { ensureFreshBuild } from "../scripts/fresh-build.js";
import { rssSlope, soakVerdict } from "./soak/verdict.js";

const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`usage: npm run soak -- [--minutes N] [--connections N] [--workers N]\n`);
    process.exit(2);
  }
  return value;
};
const MINUTES = option("--minutes", 30);
const CONNECTIONS = option("--connections", 8);
const WORKERS = option("--workers", 2);
/** Memory grows while caches and the JIT fill: the first fifth of the run, at most five minutes. */
const WARM_UP_MINUTES = Math.min(5, MINUTES / 5);
const ADMIN = { email: "soak-admin@example.com", password: "Soak-admin-pass-1" };
const PAGES = ["/", "/services", "/about", "/online-course", "/jobs", "/feedback", "/need", "/contact"];
const ADMIN_LISTS = ["/admin/inbox", "/admin/inbox?q=soak", "/admin/dashboard", "/admin/inbox/feedback"];

const say = (/** @type {string} */ text) => process.stdout.write(`${text}\n`);
const scratch = mkdtempSync(path.join(tmpdir(), "site-soak-"));

// The mail goes somewhere real, so the outbox drains as it would in production.
let mailsReceived = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      mailsReceived += 1;
      callback();
    });
  },
});
smtp.listen(0, "127.0.0.1");
await once(smtp.server, "listening");
const smtpPort = /** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port;

ensureFreshBuild();
const databaseFile = path.join(scratch, "app.db");
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    resolve(/** @type {import("node:net").AddressInfo} */ (probe.address()).port);
    probe.close();
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server/index.js"], {
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    WEB_CONCURRENCY: String(WORKERS),
    DATA_DIR: scratch,
    DATABASE_URL: `file:${databaseFile}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: "warn",
    RATE_LIMIT_FACTOR: "1000000",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REQUIRE_ADMIN_2FA: "false",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
// Warn-level logs do not say when it listens: ask until it answers.
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
  const ready = await fetch(`${base}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await sleep(200);
}

async function stop() {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  smtp.close();
  rmSync(scratch, { recursive: true, force: true });
}
process.once("SIGINT", () => void stop().finally(() => process.exit(130)));

const login = await fetch(`${base}/login`, {
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json" },
  body: JSON.stringify(ADMIN),
});
const adminCookie = login.headers
  .getSetCookie()
  .find((line) => line.startsWith("sid="))
  ?.split(";")[0];
if (!adminCookie) throw new Error(`the admin's sign-in answered ${login.status}`);
const cookie = adminCookie;

let sent = 0;
/**
 * One request of the mix, by weight: pages most, then leads, the admin's lists and uploads.
 * @returns {{ url: string, init: RequestInit }}
 */
function nextRequest() {
  sent += 1;
  const pick = sent % 20;
  if (pick < 11) return { url: PAGES[sent % PAGES.length] ?? "/", init: {} };
  if (pick < 15) {
    const body = { name: "Soak Visitor", email: `visitor${sent}@example.com`, message: `Soak lead ${sent}` };
    return {
      url: "/api/feedback",
      init: {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      },
    };
  }
  if (pick < 19)
    return { url: ADMIN_LISTS[sent % ADMIN_LISTS.length] ?? "/admin/inbox", init: { headers: { cookie } } };
  const form = new FormData();
  const cv = new Uint8Array(8 * 1024).fill(32);
  cv.set(new TextEncoder().encode("%PDF-1.4\n"));
  form.set("file", new Blob([cv], { type: "application/pdf" }), `cv-${sent}.pdf`);
  return {
    url: "/api/upload",
    init: { method: "POST", headers: { accept: "application/json" }, body: form },
  };
}

/** @type {number[]} */
let latencies = [];
/** @type {string[]} */
const errors = [];
const endAt = Date.now() + MINUTES * 60_000;

async function lane() {
  while (Date.now() < endAt) {
    const { url, init } = nextRequest();
    const started = performance.now();
    try {
      const response = await fetch(`${base}${url}`, { ...init, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status >= 400) errors.push(`${init.method ?? "GET"} ${url}: ${response.status}`);
    } catch (error) {
      errors.push(`${init.method ?? "GET"} ${url}: ${error instanceof Error ? error.message : error}`);
    }
    latencies.push(performance.now() - started);
  }
}

/** The resident memory of the primary and each of its workers, in MiB. */
function processMemory() {
  const pid = /** @type {number} */ (server.pid);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const rss = (/** @type {number | string} */ of) => {
    const status = readFileSync(`/proc/${of}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  };
  return { primary: rss(pid), workers: children.map(rss) };
}

const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
database.pragma("busy_timeout = 5000");
const outboxDepth = () =>
  /** @type {{ depth: number }} */ (
    database.prepare("select count(*) as depth from mail_outbox where status in ('waiting', 'sending')").get()
  ).depth;

say(`Soak: ${MINUTES} min, ${CONNECTIONS} connections, ${WORKERS} workers, at ${base}`);
say("minute  req/s   p99 ms  primary MiB  workers MiB          outbox  errors");
const lanes = Array.from({ length: CONNECTIONS }, lane);
/** @type {{ minute: number, workersMiB: number }[]} */
const samples = [];
for (let minute = 1; Date.now() < endAt; minute += 1) {
  await sleep(Math.min(60_000, endAt - Date.now()));
  const window = latencies.sort((a, b) => a - b);
  latencies = [];
  const p99 = window[Math.min(window.length - 1, Math.floor(window.length * 0.99))] ?? 0;
  const memory = processMemory();
  const workersMiB = memory.workers.reduce((sum, value) => sum + value, 0);
  samples.push({ minute, workersMiB });
  say(
    [
      String(minute).padStart(6),
      (window.length / 60).toFixed(0).padStart(6),
      p99.toFixed(0).padStart(8),
      memory.primary.toFixed(0).padStart(12),
      memory.workers
        .map((value) => value.toFixed(0))
        .join(" + ")
        .padStart(12),
      String(outboxDepth()).padStart(15),
      String(errors.length).padStart(7),
    ].join(" "),
  );
}
await Promise.all(lanes);
// The load has ended: the outbox sends what it still holds for as long as it keeps sending. A soak
// queues mail faster than one SMTP server takes it, so the wait is as long as the queue, not fixed;
// an outbox that sends nothing for DRAIN_STALL_MS is stuck, and the verdict says so.
const DRAIN_STALL_MS = 30_000;
const drainStart = Date.now();
const depthAtEnd = outboxDepth();
for (let depth = depthAtEnd, movedAt = Date.now(); depth > 0 && Date.now() - movedAt < DRAIN_STALL_MS; ) {
  await sleep(1_000);
  const now = outboxDepth();
  if (now < depth) movedAt = Date.now();
  depth = now;
}
const finalDepth = outboxDepth();
const drainSeconds = (Date.now() - drainStart) / 1000;
database.close();
await stop();

const slope = rssSlope(samples.filter((sample) => sample.minute > WARM_UP_MINUTES));
const verdict = soakVerdict({ slope, errors: errors.length, outboxDepth: finalDepth });
say(`\nMemory of the workers after ${WARM_UP_MINUTES} min of warm-up: ${slope.toFixed(2)} MiB a minute`);
say(`Errors: ${errors.length}${errors.length ? ` (first: ${errors.slice(0, 5).join("; ")})` : ""}`);
say(
  `Outbox: ${depthAtEnd} unsent when the load ended, ${finalDepth} after ${drainSeconds.toFixed(0)} s; ` +
    `${mailsReceived} mails received by the SMTP server`,
);
say(`Verdict: ${verdict.ok ? "PASS" : "FAIL"}: ${verdict.reasons.join("; ")}`);
process.exit(verdict.ok ? 0 : 1);

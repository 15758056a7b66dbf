// `npm run bench`: load figures for the built server on this machine. The throughput figures
// (1, 2 and 5) stand next to references measured in the same run (the machine is shared: absolute
// figures drift, ratios much less); 3 and 4 are times and memory against their limits.
//  1. GET /services, a prerendered page, with wrk: the app next to nginx serving the same bytes
//     with as many workers, without and with gzip (perf/bench/nginx.js); then again after the
//     company has published a new name, when every worker has rendered its pages anew.
//  2. POST /api/feedback with wrk (32 connections, JSON body): requests per second and p99 latency
//     of the real server, next to bare node:http servers that insert the row durably with the
//     project's better-sqlite3, or only answer 201 (perf/bench/bare.js), and the ratios.
//  3. One 50 MiB upload to POST /api/upload, streamed from a file on disk: its time, and the serving
//     worker's resident memory before it and at its peak during it (/proc/<pid>/status every 20 ms;
//     the memory benchmarks run one worker, WEB_CONCURRENCY=1, and measure it, not the primary).
//  4. GET /admin/export-users-pdf as the admin with 10,000 users, each with a profile picture of its
//     own: time to the first and the last byte, the server's peak memory, the PDF's size and pages.
//  5. The one inbox of leads with 50,000 leads sent through the public forms and spread
//     over 12 weeks and the stages (perf/bench/inbox.js), as a few admins at once, a worker per
//     core: for several searches and filters, the whole page and its data request, 4 connections
//     opened one by one (perf/bench/steady.js), each with its ratio to bare node:http answering
//     the same bytes in the same run; the worst p99 is the figure to keep at 100 ms or less.
//  6. POST /api/views, the page-view beacon , with wrk: its requests per second next to
//     POST /api/feedback on the same server in alternating rounds, and the ratio (views are written
//     in batches, a lead is not, so views should go at least as fast).
// SQLite in a fresh temporary folder by default; `--postgres <url>` runs the app on a new database
// created on that server (and dropped afterwards); `--only pages,feedback` runs some parts
// only (pages, feedback, upload, pdf, inbox, views; `--only inbox` is the inbox alone); `--seconds N`
// shortens each round of the views part (a quick check). Exits non-zero when a step fails.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  chmodSync,
  closeSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { ensureFreshBuild } from "../scripts/fresh-build.js";
import { ensurePackages } from "../tests/support/apt.js";
import { editorForm } from "../tests/support/editor-form.js";
import { bareBytesSource, bareDurableSource, bareSource } from "./bench/bare.js";
import { INBOX_TERM, sendLeads, spreadLeads, visitor } from "./bench/inbox.js";
import { startNginx } from "./bench/nginx.js";
import { steadyLoad } from "./bench/steady.js";
import { wrk } from "./bench/wrk.js";
import { seedUsers } from "./bench-users.js";

const CONNECTIONS = 32;
const DURATION_S = 10;
const UPLOAD_BYTES = 50 * 1024 * 1024;
const SAMPLE_MS = 20;
const MiB = 1024 * 1024;

const FEEDBACK_ROUNDS = 3;
const FEEDBACK_SECONDS = 5;
const PARTS = ["pages", "feedback", "upload", "pdf", "inbox", "views"];
const PAGE = "/services";
const PAGE_CONNECTIONS = 50;
const PAGE_SECONDS = 5;
const PAGE_ROUNDS = 3;
const USERS = 10_000;
const ADMIN = { email: "bench-admin@example.com", password: "Bench-admin-pass-1" };
const INBOX_LEADS = 50_000;
const WARM_UP_S = 3;
/** A few admins at work at once: the inbox's load. */
const INBOX_CONNECTIONS = 4;
/** The inbox's limit for its p99, whole page and data request alike. */
const INBOX_P99_GOAL_MS = 100;
/**
 * The bench's admin signs in with a password alone: a second factor would only add a step before
 * the figures, and the admin area's guard costs the same either way.
 */
const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, REQUIRE_ADMIN_2FA: "false" };

const option = (/** @type {string} */ name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : (process.argv[index + 1] ?? "");
};
const postgresUrl = option("--postgres");
const viewSeconds = Number(option("--seconds") ?? FEEDBACK_SECONDS);
const only = option("--only")?.split(",") ?? PARTS;
if (
  (postgresUrl !== undefined && !postgresUrl.startsWith("postgres")) ||
  only.some((part) => !PARTS.includes(part)) ||
  !(Number.isInteger(viewSeconds) && viewSeconds > 0)
) {
  process.stderr.write(
    `usage: npm run bench [-- --postgres postgres://user@host:port/db] [--only ${PARTS.join(",")}] [--seconds N]\n`,
  );
  process.exit(2);
}

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
const tempDir = mkdtempSync(path.join(tmpdir(), "site-bench-"));
cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));

async function cleanUp() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([once(child, "exit"), sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

/** @param {string} text */
const say = (text) => process.stdout.write(`${text}\n`);

/** A port nobody listens on right now, from the kernel. */
async function freePort() {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
  probe.close();
  await once(probe, "close");
  return port;
}

/** @param {string} url */
async function waitForHealth(url, /** @type {import("node:child_process").ChildProcess} */ child) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server at ${url} did not come up within 30 s`);
}

/**
 * Starts `node server/index.js` (production build, warn-level logs, no rate limits in the way) on
 * a fresh data folder and its own database.
 * @param {string} name
 * @param {Record<string, string>} extraEnv
 * @param {{ dataDir: string, databaseUrl: string }} [existing] the data of an app started before
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess, dataDir: string, databaseUrl: string }>}
 */
async function startApp(name, extraEnv = {}, existing = undefined) {
  const dataDir = existing?.dataDir ?? path.join(tempDir, name);
  const port = await freePort();
  const databaseUrl =
    existing?.databaseUrl ??
    (postgresUrl ? await createPostgresDatabase(postgresUrl) : `file:${dataDir}/app.db`);
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      RATE_LIMIT_FACTOR: "1000000",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, child, dataDir, databaseUrl };
}

/** @param {string} serverUrl */
async function createPostgresDatabase(serverUrl) {
  const name = `bench_${Math.random().toString(16).slice(2, 10)}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  cleanups.push(() =>
    withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * @param {string} url
 * @param {(client: pg.Client) => Promise<unknown>} work
 */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A reference server (perf/bench/bare.js) in a process of its own, run from a file so that a
 * clustered one can fork its workers.
 * @param {(port: number) => string} source
 */
async function startBare(source) {
  const port = await freePort();
  const file = path.join(tempDir, `bare-${port}.mjs`);
  writeFileSync(file, source(port));
  const child = spawn(process.execPath, [file], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, child };
}

const feedbackBody = JSON.stringify({
  name: "Bench Visitor",
  email: "bench@example.com",
  message: "A load-test message of ordinary length, as a visitor would write it on the feedback form.",
});

/**
 * The process that serves for an app started with WEB_CONCURRENCY=1: the primary's one child.
 * Memory is measured there; the primary only supervises.
 * @param {import("node:child_process").ChildProcess} primary
 */
function workerPid(primary) {
  const children = readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, "utf8")
    .trim()
    .split(/\s+/);
  if (children.length !== 1 || !children[0])
    throw new Error(`expected one worker, found: ${children.join(" ")}`);
  return Number(children[0]);
}

/** @param {number} pid */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (/** @type {string} */ field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { rss: kib("VmRSS") * 1024, hwm: kib("VmHWM") * 1024 };
}

/**
 * POSTs `file` as the multipart field `file`, read from disk as it is sent (node:http with
 * fs.createReadStream and a known Content-Length, so the client holds only a chunk at a time).
 * @param {string} url
 * @param {string} file
 * @param {number} size
 * @returns {Promise<{ status: number, body: string }>}
 */
function streamUpload(url, file, size) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/upload`,
      {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + size + tail.length,
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.write(head);
    const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
    stream.on("error", reject);
    stream.on("end", () => request.end(tail));
    stream.pipe(request, { end: false });
  });
}

/** @param {number} bytes */
const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;

/** @param {(string | number)[][]} rows */
function table(rows) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0
            ? String(cell).padEnd(widths[column] ?? 0)
            : String(cell).padStart(widths[column] ?? 0),
        )
        .join("   "),
    )
    .join("\n");
}

/**
 * GETs a page with node:http, which hands over the bytes as sent (fetch would decompress them).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ body: Buffer, headers: import("node:http").IncomingHttpHeaders }>}
 */
function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Headers nginx makes itself, or that differ per response: everything else it is told to add. */
const NGINX_OWN = [
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "x-request-id",
];

/**
 * 1. A prerendered page: the app, then nginx serving the same bytes with the same headers from as
 * many worker processes, without and with gzip.
 */
async function benchPages() {
  const workers = availableParallelism();
  say(`GET ${PAGE}: wrk, ${PAGE_CONNECTIONS} connections, app and nginx with ${workers} workers each…`);
  const app = await startApp("pages", ADMIN_ENV);
  /** @type {(string | number)[][]} */
  const rows = [
    [
      `GET ${PAGE} (${PAGE_CONNECTIONS} conn, median of ${PAGE_ROUNDS} × ${PAGE_SECONDS} s)`,
      "req/s",
      "p99 ms",
      "bytes",
      "ratio",
    ],
  ];
  rows.push(...(await pagesAgainstNginx(app, workers, "the build's page")));
  // The company publishes its profile: every worker renders its pages again (decision 031), and the
  // page must be served as static bytes as fast as before.
  await publishProfile(app.url, await adminCookie(app.url));
  await sleep(2000);
  rows.push(...(await pagesAgainstNginx(app, workers, "after a publish")));
  app.child.kill("SIGTERM");
  await once(app.child, "exit");
  return table(rows);
}

/** The page's rate from the app and from nginx serving the same bytes, alternating rounds. */
async function pagesAgainstNginx(
  /** @type {{ url: string }} */ app,
  /** @type {number} */ workers,
  /** @type {string} */ stage,
) {
  const plain = await getRaw(`${app.url}${PAGE}`, {});
  const gzipped = await getRaw(`${app.url}${PAGE}`, { "accept-encoding": "gzip" });
  if (gzipped.headers["content-encoding"] !== "gzip") throw new Error(`${PAGE} came back without gzip`);
  const www = mkdtempSync(path.join(tempDir, "www-"));
  // nginx's workers run as nobody: they must be able to reach the files.
  chmodSync(tempDir, 0o755);
  chmodSync(www, 0o755);
  writeFileSync(path.join(www, "page.html"), plain.body);
  writeFileSync(path.join(www, "page.html.gz"), gzipped.body);
  /** @type {[string, string][]} */
  const headers = Object.entries(plain.headers)
    .filter(([name]) => !NGINX_OWN.includes(name))
    .map(([name, value]) => [name, String(value)]);
  const nginx = await startNginx({
    root: www,
    port: await freePort(),
    workers,
    pages: [{ path: PAGE, file: "page.html", headers }],
  });
  const reference = await getRaw(`${nginx.url}${PAGE}`, { "accept-encoding": "gzip" });
  if (!reference.body.equals(gzipped.body)) throw new Error("nginx does not send the app's bytes");
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const [label, requestHeaders] of /** @type {const} */ ([
    ["no Accept-Encoding", {}],
    ["Accept-Encoding: gzip", { "accept-encoding": "gzip" }],
  ])) {
    const measure = async (/** @type {string} */ url) => {
      const result = await wrk({
        url: `${url}${PAGE}`,
        connections: PAGE_CONNECTIONS,
        seconds: PAGE_SECONDS,
        // One client thread: it takes at most one of the two cores, whichever server it measures.
        threads: 1,
        headers: requestHeaders,
        scratch: tempDir,
      });
      if (result.non2xx > 0 || result.errors > 0 || result.requests === 0)
        throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return result;
    };
    // Rounds alternate between the two, so that what else the machine does hits both alike.
    /** @type {{ app: import("./bench/wrk.js").WrkResult, nginx: import("./bench/wrk.js").WrkResult }[]} */
    const rounds = [];
    for (let round = 0; round < PAGE_ROUNDS; round++)
      rounds.push({ app: await measure(app.url), nginx: await measure(nginx.url) });
    const median = (/** @type {(round: (typeof rounds)[number]) => number} */ pick) =>
      rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
    const appRps = median((round) => round.app.rps);
    const nginxRps = median((round) => round.nginx.rps);
    const bytes = label === "no Accept-Encoding" ? plain.body.length : gzipped.body.length;
    rows.push(
      [
        `app, ${stage}, ${label}`,
        appRps.toFixed(0),
        median((round) => round.app.p99).toFixed(2),
        bytes,
        (appRps / nginxRps).toFixed(3),
      ],
      [
        `nginx, ${stage}, ${label}`,
        nginxRps.toFixed(0),
        median((round) => round.nginx.p99).toFixed(2),
        bytes,
        "",
      ],
    );
  }
  await nginx.stop();
  return rows;
}

/** Publishes a new company name through the profile editor, as an admin does. */
async function publishProfile(/** @type {string} */ url, /** @type {string} */ cookie) {
  const editor = await (
    await fetch(`${url}/admin/content/profile`, { headers: { cookie, accept: "text/html" } })
  ).text();
  const published = await fetch(`${url}/admin/content/profile`, {
    method: "POST",
    headers: { cookie, accept: "application/json" },
    body: editorForm(editor, { name: "Bench Published Ltd", intent: "publish" }),
  });
  if (published.status !== 200)
    throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
  // The other workers see the publish at their next poll of the content generation (decision 031).
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await getRaw(`${url}${PAGE}`, {})).body.includes("Bench Published Ltd")) return;
    await sleep(100);
  }
  throw new Error(`${PAGE} does not show the published name`);
}

/**
 * 2. Feedback throughput: the app, the bare server doing one durable insert per request, and the
 * bare server answering 201, in alternating rounds so that the machine's other work hits all alike.
 */
async function benchFeedback() {
  say(
    `POST /api/feedback: wrk, ${CONNECTIONS} connections, median of ${FEEDBACK_ROUNDS} × ${FEEDBACK_SECONDS} s each…`,
  );
  const app = await startApp("feedback");
  for (let i = 0; i < 20; i++) {
    const warmUp = await fetch(`${app.url}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: feedbackBody,
    });
    if (warmUp.status !== 201) throw new Error(`warm-up feedback answered ${warmUp.status}`);
  }
  const durable = await startBare((port) => bareDurableSource(port, path.join(tempDir, "bare.db")));
  const bare = await startBare(bareSource);
  const servers = /** @type {const} */ ([
    ["app (node server/index.js)", app.url],
    ["bare node:http, one durable insert", durable.url],
    ["bare node:http, 201 only", bare.url],
  ]);
  /** @type {import("./bench/wrk.js").WrkResult[][]} */
  const results = servers.map(() => []);
  for (let round = 0; round < FEEDBACK_ROUNDS; round++) {
    for (const [index, [name, url]] of servers.entries()) {
      const result = await wrk({
        url: `${url}/api/feedback`,
        connections: CONNECTIONS,
        seconds: FEEDBACK_SECONDS,
        threads: 1,
        headers: { "content-type": "application/json", accept: "application/json" },
        post: feedbackBody,
        scratch: tempDir,
      });
      if (result.non2xx > 0 || result.errors > 0 || result.requests === 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      results[index]?.push(result);
    }
  }
  for (const server of [app, durable, bare]) {
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }
  const median = (/** @type {number[]} */ values) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rps = results.map((rounds) => median(rounds.map((result) => result.rps)));
  const durableRps = rps[1] ?? 1;
  return table([
    [
      `POST /api/feedback (${CONNECTIONS} conn, median of ${FEEDBACK_ROUNDS} × ${FEEDBACK_SECONDS} s)`,
      "req/s",
      "p99 ms",
      "requests",
      "÷ durable",
    ],
    ...servers.map(([name], index) => [
      name,
      (rps[index] ?? 0).toFixed(0),
      median((results[index] ?? []).map((result) => result.p99)).toFixed(2),
      (results[index] ?? []).reduce((sum, result) => sum + result.requests, 0),
      ((rps[index] ?? 0) / durableRps).toFixed(2),
    ]),
  ]);
}

/** A page view as the site's script sends it, from a browser that counts. */
const viewBody = "path=%2Fservices&visit_landing=%2Fservices&utm_source=newsletter&utm_campaign=diwali";
const BROWSER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * 6. The page-view beacon next to the feedback endpoint, on the same server in alternating rounds:
 * it should take at least as many views a second as the other takes leads.
 */
async function benchViews() {
  say(
    `POST /api/views next to POST /api/feedback: wrk, ${CONNECTIONS} connections, ${FEEDBACK_ROUNDS} × ${viewSeconds} s each…`,
  );
  const app = await startApp("views");
  const calls = /** @type {const} */ ([
    [
      "POST /api/views",
      "/api/views",
      { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_AGENT },
      viewBody,
      204,
    ],
    [
      "POST /api/feedback",
      "/api/feedback",
      { "content-type": "application/json", accept: "application/json" },
      feedbackBody,
      201,
    ],
  ]);
  for (const [name, pathname, headers, body, status] of calls) {
    const warmUp = await fetch(`${app.url}${pathname}`, { method: "POST", headers, body });
    if (warmUp.status !== status) throw new Error(`warm-up ${name} answered ${warmUp.status}`);
  }
  /** @type {import("./bench/wrk.js").WrkResult[][]} */
  const results = calls.map(() => []);
  for (let round = 0; round < FEEDBACK_ROUNDS; round++) {
    for (const [index, [name, pathname, headers, body]] of calls.entries()) {
      const result = await wrk({
        url: `${app.url}${pathname}`,
        connections: CONNECTIONS,
        seconds: viewSeconds,
        threads: 1,
        headers,
        post: body,
        scratch: tempDir,
      });
      if (result.non2xx > 0 || result.errors > 0 || result.requests === 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      results[index]?.push(result);
    }
  }
  app.child.kill("SIGTERM");
  await once(app.child, "exit");
  const median = (/** @type {number[]} */ values) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rps = results.map((rounds) => median(rounds.map((result) => result.rps)));
  const feedbackRps = rps[1] || 1;
  return table([
    [
      `beacon and feedback (${CONNECTIONS} conn, median of ${FEEDBACK_ROUNDS} × ${viewSeconds} s)`,
      "req/s",
      "p99 ms",
      "requests",
      "÷ feedback",
    ],
    ...calls.map(([name], index) => [
      name,
      (rps[index] ?? 0).toFixed(0),
      median((results[index] ?? []).map((result) => result.p99)).toFixed(2),
      (results[index] ?? []).reduce((sum, result) => sum + result.requests, 0),
      ((rps[index] ?? 0) / feedbackRps).toFixed(2),
    ]),
  ]);
}

/** 3. One 50 MiB upload on a fresh server, streamed from a file, sampling the server's memory. */
async function benchUpload() {
  const file = path.join(tempDir, "upload.pdf");
  // Written a MiB at a time: `%PDF-1.4` and random bytes, never whole in the client's memory.
  const out = openSync(file, "w");
  for (let written = 0; written < UPLOAD_BYTES; written += MiB) {
    const chunk = randomBytes(Math.min(MiB, UPLOAD_BYTES - written));
    if (written === 0) chunk.write("%PDF-1.4\n");
    writeSync(out, chunk);
  }
  closeSync(out);
  say(`POST /api/upload: one ${mib(UPLOAD_BYTES)} file streamed from disk…`);
  const uploader = await startApp("upload", { MAX_UPLOAD_MB: "64", WEB_CONCURRENCY: "1" });
  const pid = workerPid(uploader.child);
  writeFileSync(path.join(tempDir, "small.pdf"), "%PDF-1.4\nwarm-up\n");
  const warmUp = await streamUpload(uploader.url, path.join(tempDir, "small.pdf"), 17);
  if (warmUp.status !== 201) throw new Error(`warm-up upload answered ${warmUp.status}: ${warmUp.body}`);
  await sleep(500);
  const before = memory(pid);
  const peak = samplePeakRss(pid);
  const started = performance.now();
  const upload = await streamUpload(uploader.url, file, UPLOAD_BYTES);
  const seconds = (performance.now() - started) / 1000;
  const { peakRss, samples } = peak.stop();
  const after = memory(pid);
  if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}: ${upload.body}`);
  const answer = JSON.parse(upload.body);
  if (answer.size !== UPLOAD_BYTES) throw new Error(`the upload stored ${answer.size} bytes`);
  uploader.child.kill("SIGTERM");
  await once(uploader.child, "exit");
  return table([
    [`POST /api/upload, ${mib(UPLOAD_BYTES)} (client streams from a file)`, "value"],
    ["time to 201", `${seconds.toFixed(2)} s (${(UPLOAD_BYTES / MiB / seconds).toFixed(0)} MiB/s)`],
    ["server RSS before (after a small warm-up upload)", mib(before.rss)],
    [`server peak RSS during (VmRSS every ${SAMPLE_MS} ms, ${samples} samples)`, mib(peakRss)],
    ["peak minus before", mib(peakRss - before.rss)],
    ["server VmHWM after (peak since start)", mib(after.hwm)],
  ]);
}

/**
 * The server's largest resident size while something runs, sampled every SAMPLE_MS.
 * @param {number} pid
 */
function samplePeakRss(pid) {
  const started = performance.now();
  /** @type {{ at: number, rss: number }[]} */
  const samples = [{ at: 0, rss: memory(pid).rss }];
  const sampler = setInterval(() => {
    samples.push({ at: performance.now() - started, rss: memory(pid).rss });
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(sampler);
      samples.push({ at: performance.now() - started, rss: memory(pid).rss });
      const end = samples.at(-1)?.at ?? 0;
      // The peak in each quarter of the run: flat memory shows as four similar figures.
      const quarters = [0, 1, 2, 3].map((quarter) =>
        Math.max(
          0,
          ...samples
            .filter((sample) => sample.at >= (quarter * end) / 4 && sample.at <= ((quarter + 1) * end) / 4)
            .map((sample) => sample.rss),
        ),
      );
      return { peakRss: Math.max(...samples.map((sample) => sample.rss)), samples: samples.length, quarters };
    },
  };
}

/**
 * A server with USERS users (each with a picture of its own) and the bench admin, signed in.
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess, dataDir: string, databaseUrl: string, cookie: string, seeded: string }>}
 */
async function startUsersSite() {
  const site = await startApp("users", { ...ADMIN_ENV, WEB_CONCURRENCY: "1" });
  say(`Seeding ${USERS.toLocaleString("en")} users with pictures…`);
  const seeded = await seedUsers({
    databaseUrl: site.databaseUrl,
    dataDir: site.dataDir,
    count: USERS,
  });
  // Seeding outlasts the server's keep-alive timeout: the health check's idle connection is gone,
  // and a request on it would fail ("other side closed"); this check retries on a new one.
  await waitForHealth(site.url, site.child);
  return { ...site, ...seeded, cookie: await adminCookie(site.url) };
}

/** The session cookie of the bench's admin, logged in on the app at `url`. */
async function adminCookie(/** @type {string} */ url) {
  const login = await fetch(`${url}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const sid = login.headers.getSetCookie().find((line) => line.startsWith("sid="));
  if (login.status !== 200 || !sid) throw new Error(`the admin's login answered ${login.status}`);
  return /** @type {string} */ (sid.split(";")[0]);
}

/**
 * 3. The users PDF: one download as the admin, read to the last byte, sampling the server's memory.
 * @param {Awaited<ReturnType<typeof startUsersSite>>} site
 */
async function benchPdf(site) {
  say("GET /admin/export-users-pdf as the admin…");
  const pid = workerPid(site.child);
  await sleep(500);
  const before = memory(pid);
  const peak = samplePeakRss(pid);
  const started = performance.now();
  const response = await fetch(`${site.url}/admin/export-users-pdf`, { headers: { cookie: site.cookie } });
  if (response.status !== 200 || !response.body)
    throw new Error(`the export answered ${response.status}: ${await response.text()}`);
  const file = path.join(tempDir, "users.pdf");
  const out = openSync(file, "w");
  let firstByte = 0;
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    firstByte ||= performance.now() - started;
    size += read.value.length;
    writeSync(out, read.value);
  }
  const seconds = (performance.now() - started) / 1000;
  closeSync(out);
  const { peakRss, samples, quarters } = peak.stop();
  const after = memory(pid);
  const info = spawnSync("pdfinfo", [file], { encoding: "utf8" });
  const pages =
    /^Pages:\s+(\d+)/m.exec(info.stdout ?? "")?.[1] ?? `unknown (${info.error?.message ?? info.stderr})`;
  return table([
    [`GET /admin/export-users-pdf, ${USERS.toLocaleString("en")} users with pictures`, "value"],
    ["seeding (users and their picture files, not timed below)", site.seeded],
    ["time to first byte", `${(firstByte / 1000).toFixed(2)} s`],
    ["time to last byte", `${seconds.toFixed(2)} s (${(USERS / seconds).toFixed(0)} users/s)`],
    ["PDF size", mib(size)],
    ["PDF pages (pdfinfo)", pages],
    ["server RSS before (admin signed in)", mib(before.rss)],
    [`server peak RSS during (VmRSS every ${SAMPLE_MS} ms, ${samples} samples)`, mib(peakRss)],
    ["peak minus before", mib(peakRss - before.rss)],
    ["peak RSS in each quarter of the download", quarters.map(mib).join(" / ")],
    ["server VmHWM after (peak since start, seeding included)", mib(after.hwm)],
  ]);
}

/** An India day (YYYY-MM-DD) `daysAgo` days before now. */
const indiaDay = (/** @type {number} */ daysAgo) =>
  new Date(Date.now() + 5.5 * 60 * 60 * 1000 - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The inbox's route id, as React Router names it in a data request. */
const INBOX_ROUTE = "routes/admin/inbox/index";

/**
 * The inbox's data request for the filters of `query`, as the browser sends it when a filter form
 * is submitted or a page link followed: the root route's data is not asked again (its
 * `shouldRevalidate` says no), so `_routes` names the inbox's route alone.
 */
function inboxData(/** @type {string} */ base, /** @type {string} */ query) {
  const url = new URL(`/admin/inbox.data${query}`, base);
  url.searchParams.set("_routes", INBOX_ROUTE);
  return url.toString();
}

/**
 * Load at `url` with INBOX_CONNECTIONS connections opened one by one, measured after a warm-up.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function inboxLoad(url, headers) {
  say(
    `GET ${new URL(url).pathname}${new URL(url).search}: ${INBOX_CONNECTIONS} connections opened one by one, ${WARM_UP_S} s warm-up, ${DURATION_S} s…`,
  );
  const steady = await steadyLoad({
    url,
    connections: INBOX_CONNECTIONS,
    warmUpSeconds: WARM_UP_S,
    seconds: DURATION_S,
    headers,
  });
  if (steady.non2xx > 0 || steady.requests === 0) throw new Error(`${url}: ${steady.non2xx} non-2xx answers`);
  return steady;
}

/**
 * The reference for a kind of answer: bare node:http answering `bytes`, a worker per core, with
 * nothing of the app in the way, measured like the views.
 * @param {string} name
 * @param {Buffer} bytes
 */
async function bareInbox(name, bytes) {
  const saved = path.join(tempDir, name);
  writeFileSync(saved, bytes);
  const bare = await startBare((port) => bareBytesSource(port, saved));
  const reference = await inboxLoad(`${bare.url}/`);
  bare.child.kill("SIGTERM");
  await once(bare.child, "exit");
  return reference;
}

/**
 * 6. The one inbox of leads: 50,000 leads sent through the public forms, spread over 12 weeks, the
 * stages and the admin; then for each view the whole page (a first visit, or a browser without
 * JavaScript) and its data request (what the filter form and the page links fetch once the inbox
 * is loaded), 4 connections opened one by one (a few admins), measured after a warm-up.
 */
async function benchInbox() {
  const app = await startApp("inbox", ADMIN_ENV);
  say(`Sending ${INBOX_LEADS.toLocaleString("en")} leads through the public forms…`);
  const started = performance.now();
  await sendLeads({ url: app.url, count: INBOX_LEADS, concurrency: CONNECTIONS });
  await spreadLeads({ databaseUrl: app.databaseUrl, adminEmail: ADMIN.email });
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  await waitForHealth(app.url, app.child);
  const cookie = await adminCookie(app.url);
  const me = await fetch(`${app.url}/user`, { headers: { cookie, accept: "application/json" } });
  const { _id: adminId } = /** @type {{ _id: string }} */ (await me.json());
  /** @type {[string, string][]} */
  const views = [
    ["the newest leads, no filter", ""],
    [`search a person's name "${visitor(1234).name}"`, `?q=${encodeURIComponent(visitor(1234).name)}`],
    [`search an address "${visitor(1234).email}"`, `?q=${encodeURIComponent(visitor(1234).email)}`],
    [`search a common surname "${INBOX_TERM}" (1 lead in 20)`, `?q=${INBOX_TERM}`],
    ["kind and two stages", "?kind=need&stage=new&stage=contacted"],
    ["new, waiting for first contact (the digest's link)", "?stage=new&contact=waiting"],
    ["an admin's new leads", `?assignee=${adminId}&stage=new`],
    [
      "assignee, 4 weeks, waiting for contact",
      `?assignee=${adminId}&from=${indiaDay(28)}&to=${indiaDay(0)}&contact=waiting`,
    ],
    [
      "search, kind, stages and 6 weeks",
      `?q=${INBOX_TERM}&kind=feedback&stage=qualified&stage=won&from=${indiaDay(42)}&to=${indiaDay(0)}`,
    ],
    ["page 40 of every lead", "?page=40"],
  ];
  const pageHeaders = { cookie, accept: "text/html" };
  const dataHeaders = { cookie };
  // The references, measured in this run on the same cores: the first view's page and data bytes.
  const firstPage = Buffer.from(
    await (await fetch(`${app.url}/admin/inbox`, { headers: pageHeaders })).arrayBuffer(),
  );
  const firstData = Buffer.from(
    await (await fetch(inboxData(app.url, ""), { headers: dataHeaders })).arrayBuffer(),
  );
  const references = {
    page: await bareInbox("inbox.html", firstPage),
    data: await bareInbox("inbox.data", firstData),
  };
  /** @type {(string | number)[][]} */
  const rows = [];
  let worst = 0;
  for (const [label, query] of views) {
    const pageUrl = `${app.url}/admin/inbox${query}`;
    const page = await fetch(pageUrl, { headers: pageHeaders });
    const html = await page.text();
    const matches = /(\d+) leads? match\./.exec(html)?.[1];
    if (page.status !== 200 || matches === undefined)
      throw new Error(`/admin/inbox${query} answered ${page.status}`);
    const dataUrl = inboxData(app.url, query);
    const body = await (await fetch(dataUrl, { headers: dataHeaders })).text();
    // A `_routes` naming no route of the page is answered 200 with no data at all.
    if (!body.includes(`"${INBOX_ROUTE}"`)) throw new Error(`${dataUrl} answered without the inbox's data`);
    for (const [what, url, headers, bytes, reference] of /** @type {const} */ ([
      ["page", pageUrl, pageHeaders, Buffer.byteLength(html), references.page],
      ["data", dataUrl, dataHeaders, Buffer.byteLength(body), references.data],
    ])) {
      const steady = await inboxLoad(url, headers);
      worst = Math.max(worst, steady.p99);
      rows.push([
        `${label}: ${what}`,
        Number(matches),
        steady.rps.toFixed(0),
        steady.p50.toFixed(1),
        steady.p99.toFixed(1),
        bytes,
        (steady.rps / reference.rps).toFixed(3),
      ]);
    }
  }
  app.child.kill("SIGTERM");
  await once(app.child, "exit");
  const referenceRow = (
    /** @type {string} */ what,
    /** @type {typeof references.page} */ reference,
    /** @type {Buffer} */ bytes,
  ) => [
    `bare node:http, the first view's ${what} bytes (reference)`,
    "",
    reference.rps.toFixed(0),
    reference.p50.toFixed(1),
    reference.p99.toFixed(1),
    bytes.length,
    "",
  ];
  return [
    table([
      [
        `Inbox of ${INBOX_LEADS.toLocaleString("en")} leads, page and data request (${INBOX_CONNECTIONS} conn, ${availableParallelism()} workers)`,
        "matches",
        "req/s",
        "p50 ms",
        "p99 ms",
        "bytes",
        "ratio",
      ],
      ...rows,
      referenceRow("page", references.page, firstPage),
      referenceRow("data", references.data, firstData),
    ]),
    `seeding (${INBOX_LEADS.toLocaleString("en")} leads through the forms, then spread): ${seeded} s`,
    `Inbox p99 with ${INBOX_LEADS.toLocaleString("en")} leads and ${INBOX_CONNECTIONS} connections: ${worst.toFixed(1)} ms, the worst of the views above (goal: ${INBOX_P99_GOAL_MS} ms or less: ${worst <= INBOX_P99_GOAL_MS ? "met" : "NOT met"})`,
  ].join("\n");
}

try {
  // The references and the load generator, from Debian like Chromium for the tests.
  ensurePackages({ "nginx-light": "/usr/sbin/nginx", wrk: "/usr/bin/wrk" });
  ensureFreshBuild({ say });
  const loadAtStart = loadavg()[0] ?? 0;
  const database = postgresUrl
    ? `PostgreSQL (${new URL(postgresUrl).host})`
    : "SQLite (WAL, synchronous=FULL)";

  /** @type {string[]} */
  const reports = [];
  if (only.includes("pages")) reports.push(await benchPages());
  if (only.includes("feedback")) reports.push(await benchFeedback());
  if (only.includes("upload")) reports.push(await benchUpload());
  if (only.includes("pdf")) reports.push(await benchPdf(await startUsersSite()));
  if (only.includes("inbox")) reports.push(await benchInbox());
  if (only.includes("views")) reports.push(await benchViews());

  say("");
  say(`Database: ${database}; Node ${process.version}; client and servers on this machine.`);
  say(
    `${availableParallelism()} CPUs; load average ${loadAtStart.toFixed(1)} at the start, ` +
      `${loadavg()[0]?.toFixed(1)} at the end (other work on the machine moves these figures).`,
  );
  for (const report of reports) {
    say("");
    say(report);
  }
  await cleanUp();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  await cleanUp();
  process.exit(1);
}

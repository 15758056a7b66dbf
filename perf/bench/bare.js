// The references of `npm run bench`: node:http with nothing of the app in the way, each in a process
// of its own (the inbox's with a worker per core). Source text of a module, which the bench writes
// to a file and runs.

const answer = (/** @type {string} */ id) =>
  `JSON.stringify({ ok: true, message: "Thank you for your feedback!", id: ${id} })`;

/** Reads the body and answers 201 with the app's JSON: what HTTP alone costs. */
export const bareSource = (/** @type {number} */ port) => `
  import http from "node:http";
  http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const body = ${answer("crypto.randomUUID()")};
      res.writeHead(201, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
  }).listen(${port}, "127.0.0.1");
`;

/**
 * Parses the JSON body and inserts it as one row with the project's better-sqlite3, in a
 * transaction of its own with the app's settings (WAL, synchronous=FULL): what one durable write
 * per request costs. Anything but a POST is answered 200, for the health check.
 */
export const bareDurableSource = (/** @type {number} */ port, /** @type {string} */ file) => `
  import http from "node:http";
  import { createRequire } from "node:module";
  const SQLite = createRequire(${JSON.stringify(`${process.cwd()}/package.json`)})("better-sqlite3");
  const db = new SQLite(${JSON.stringify(file)});
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("create table if not exists feedback (id text primary key, name text, email text, message text, created_at text)");
  const insert = db.prepare("insert into feedback values (?, ?, ?, ?, ?)");
  http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST") return res.end("ok");
      const { name, email, message } = JSON.parse(Buffer.concat(chunks).toString());
      const id = crypto.randomUUID();
      insert.run(id, name, email, message, new Date().toISOString());
      const body = ${answer("id")};
      res.writeHead(201, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
  }).listen(${port}, "127.0.0.1");
`;

/**
 * Answers every request with the bytes of `file` (an answer of the app's, saved), a worker per
 * core as the app runs: what HTTP alone costs for the same bytes on the same cores.
 */
export const bareBytesSource = (/** @type {number} */ port, /** @type {string} */ file) => `
  import cluster from "node:cluster";
  import { readFileSync } from "node:fs";
  import http from "node:http";
  import { availableParallelism } from "node:os";
  if (cluster.isPrimary) {
    for (let n = 0; n < availableParallelism(); n++) cluster.fork();
  } else {
    const body = readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "text/x-script", "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");
  }
`;

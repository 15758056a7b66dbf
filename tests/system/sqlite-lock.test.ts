import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { SQLITE_BUSY_TIMEOUT_MS } from "~/server/db/database.server";
import SQLite, { sqlitePackage } from "~/server/db/sqlite-driver.server";
import { type RunningServer, startServer } from "../support/server";
import { readyWorkers, requestOnce } from "../support/workers";

/**
 * Another process holds SQLite's write lock for 10 s, as a backup or an operator's `sqlite3` shell
 * can: writes wait up to the busy timeout, then get 503 with Retry-After and the form's message;
 * no worker dies, no request waits much past the lock and its timeout, and every 201 is stored.
 */

const HOLD_MS = 10_000;
/** Requests kept open at once, spread over the two workers. */
const IN_FLIGHT = 6;

/** A second connection, in a process of its own, that takes the write lock and keeps it. */
const LOCKER = `
const SQLite = require(${JSON.stringify(sqlitePackage)});
const database = new SQLite(process.env.LOCK_FILE);
database.exec("begin immediate");
console.log("locked");
setTimeout(() => {
  database.exec("commit");
  database.close();
  console.log("released");
}, Number(process.env.HOLD_MS));
`;

interface Sent {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: { ok?: boolean; error?: string; id?: string };
  sentAt: number;
}

async function sendFeedback(url: string, index: number): Promise<Sent> {
  const sentAt = Date.now();
  const response = await fetch(`${url}/api/feedback`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ name: "Locked Out", email: "lock@example.com", message: `Lead ${index}` }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as Sent["body"];
  return {
    status: response.status,
    ms: Date.now() - sentAt,
    retryAfter: response.headers.get("retry-after"),
    body,
    sentAt,
  };
}

describe("the SQLite write lock held by another process", () => {
  let folder: string;
  let databaseFile: string;
  let server: RunningServer;
  let locker: ChildProcess | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-lock-"));
    databaseFile = path.join(folder, "app.db");
    server = await startServer({
      DATA_DIR: path.join(folder, "data"),
      DATABASE_URL: `file:${databaseFile}`,
      RATE_LIMIT_FACTOR: "1000",
      WEB_CONCURRENCY: "2",
    });
  });

  afterAll(async () => {
    if (locker && locker.exitCode === null) locker.kill();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After after the busy timeout, keeps its workers and every 201", async () => {
    await expect.poll(() => readyWorkers(server).length).toBe(2);
    const workers = readyWorkers(server);
    expect((await sendFeedback(server.url, -1)).status).toBe(201);

    locker = spawn(process.execPath, ["-e", LOCKER], {
      env: { PATH: process.env.PATH, LOCK_FILE: databaseFile, HOLD_MS: String(HOLD_MS) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const output: string[] = [];
    locker.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    await expect.poll(() => output.join(""), { timeout: 10_000, interval: 20 }).toContain("locked");
    const lockedAt = Date.now();
    const released = once(locker, "exit");

    // Leads keep coming while the lock is held, and for a moment after it is let go.
    const answers: Sent[] = [];
    let next = 0;
    let done = false;
    void released.then(() => setTimeout(() => (done = true), 1_500));
    // Meanwhile the workers keep answering what needs no write: a worker asleep in SQLite's busy
    // handler answers nobody, so each sleeps once per lock, not once per write.
    const checks: { status: number; ms: number }[] = [];
    await Promise.all([
      ...Array.from({ length: IN_FLIGHT }, async () => {
        while (!done) answers.push(await sendFeedback(server.url, next++));
      }),
      (async () => {
        while (!done) {
          const sentAt = Date.now();
          const { status } = await requestOnce(`${server.url}/healthz`);
          checks.push({ status, ms: Date.now() - sentAt });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
    ]);
    expect(locker.exitCode).toBe(0);

    const refused = answers.filter((answer) => answer.status === 503);
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ ok: false, error: messages.feedback.failed });
    }
    // The first lead sent into the lock waited for it, as long as the busy timeout allows.
    const first = answers.reduce((a, b) => (a.sentAt <= b.sentAt ? a : b));
    expect(first.status).toBe(503);
    expect(first.ms).toBeGreaterThanOrEqual(SQLITE_BUSY_TIMEOUT_MS * 0.9);
    // None waited much past the lock and one busy timeout: nothing hangs.
    for (const answer of answers) expect(answer.ms).toBeLessThan(HOLD_MS + SQLITE_BUSY_TIMEOUT_MS + 5_000);
    expect(checks.length).toBeGreaterThan(5);
    for (const check of checks) {
      expect(check.status).toBe(200);
      expect(check.ms).toBeLessThan(SQLITE_BUSY_TIMEOUT_MS + 1_500);
    }
    // Once the lock is let go, leads are taken again.
    expect(accepted.some((answer) => answer.sentAt > lockedAt + HOLD_MS)).toBe(true);

    // No worker died or was replaced.
    expect(readyWorkers(server)).toEqual(workers);
    for (const pid of workers) expect(() => process.kill(pid, 0)).not.toThrow();
    expect(server.logs.join("\n")).not.toMatch(/replacement/);

    // Every 201 is stored.
    const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      const stored = new Set(
        (database.prepare("select id from feedback").all() as { id: string }[]).map((row) => row.id),
      );
      for (const answer of accepted) expect(stored).toContain(answer.body.id);
    } finally {
      database.close();
    }
  }, 60_000);
});

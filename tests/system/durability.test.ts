import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";

// A request is answered only after its transaction has committed (docs/architecture.md section 7), and an
// upload is fsync'd and renamed into place before its row is written. So whatever the server
// acknowledged must survive the process being killed outright in the middle of a burst.

const FEEDBACK_COUNT = 300;
const UPLOAD_COUNT = 30;
const IN_FLIGHT = 24;
/**
 * The server is killed when this many submissions, uploads among them, have been acknowledged,
 * not after a time. (Feedback, committed in groups, is acknowledged far sooner than an upload.)
 */
const KILL_AFTER_ACKS = 100;
const KILL_AFTER_UPLOAD_ACKS = 3;

type Submission =
  | { kind: "feedback"; name: string; email: string; message: string }
  | { kind: "upload"; filename: string; bytes: Buffer; sha256: string };

interface Acknowledged {
  submission: Submission;
  id: string;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** 300 feedback entries with unique messages and 30 small PDF-like files, uploads spread evenly. */
function submissions(): Submission[] {
  const run = randomBytes(4).toString("hex");
  const list: Submission[] = [];
  let uploads = 0;
  for (let i = 0; i < FEEDBACK_COUNT; i++) {
    list.push({
      kind: "feedback",
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      message: `Durability run ${run}, message ${i}: ${randomBytes(12).toString("base64url")}`,
    });
    if (i % (FEEDBACK_COUNT / UPLOAD_COUNT) === 4 && uploads < UPLOAD_COUNT) {
      const bytes = Buffer.concat([
        Buffer.from("%PDF-1.4\n"),
        randomBytes(2048 + Math.floor(Math.random() * 60 * 1024)),
      ]);
      list.push({ kind: "upload", filename: `cv-${uploads++}.pdf`, bytes, sha256: sha256(bytes) });
    }
  }
  return list;
}

async function submit(baseUrl: string, submission: Submission): Promise<Response> {
  if (submission.kind === "feedback") {
    const { name, email, message } = submission;
    return fetch(`${baseUrl}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ name, email, message }),
    });
  }
  const form = new FormData();
  form.append(
    "file",
    new File([new Uint8Array(submission.bytes)], submission.filename, { type: "application/pdf" }),
  );
  return fetch(`${baseUrl}/api/upload`, {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
  });
}

/**
 * Sends the submissions with `IN_FLIGHT` requests open at a time and SIGKILLs the server as the
 * acknowledgements reach `KILL_AFTER_ACKS` and `KILL_AFTER_UPLOAD_ACKS`; nothing new is sent after that. Requests cut off by
 * the kill are expected; an HTTP error answer, or a network error before the kill, is not.
 */
async function burstAndKill(server: RunningServer, list: Submission[]) {
  const acknowledged: Acknowledged[] = [];
  const unexpected: string[] = [];
  let cutOff = 0;
  let uploadAcks = 0;
  let killed = false;
  let inFlightAtKill = 0;
  let inFlight = 0;
  let next = 0;

  const worker = async () => {
    while (!killed && next < list.length) {
      const submission = list[next++] as Submission;
      inFlight++;
      try {
        let response: Response;
        try {
          response = await submit(server.url, submission);
        } catch (error) {
          if (killed) cutOff++;
          else unexpected.push(`${submission.kind}: ${String(error)} before the kill`);
          continue;
        }
        if (response.status !== 201) {
          const text = await response.text().catch(() => "");
          unexpected.push(`${submission.kind}: ${response.status} ${text.slice(0, 300)}`);
          continue;
        }
        let body: { ok?: boolean; id?: unknown };
        try {
          body = (await response.json()) as typeof body;
        } catch (error) {
          // The answer's headers arrived but its body was cut off by the kill: not acknowledged.
          if (killed) cutOff++;
          else unexpected.push(`${submission.kind}: unreadable 201 answer, ${String(error)}`);
          continue;
        }
        if (body.ok !== true || typeof body.id !== "string") {
          unexpected.push(`${submission.kind}: 201 without an id, ${JSON.stringify(body)}`);
          continue;
        }
        acknowledged.push({ submission, id: body.id });
        if (submission.kind === "upload") uploadAcks++;
        if (!killed && acknowledged.length >= KILL_AFTER_ACKS && uploadAcks >= KILL_AFTER_UPLOAD_ACKS) {
          inFlightAtKill = inFlight - 1;
          killed = true;
          server.process.kill("SIGKILL");
        }
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { acknowledged, unexpected, cutOff, killed, inFlightAtKill, sent: next };
}

describe.each(testDialects)("durability on %s", (dialect) => {
  let database: TestDatabase | undefined;
  const servers: RunningServer[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await database?.drop();
  });

  // The timeout leaves room for a loaded machine: the test starts the server twice.
  it("keeps every acknowledged feedback and upload when the server is SIGKILLed mid-burst", async () => {
    database = await createTestDatabase(dialect);
    const env = { DATABASE_URL: database.url, DATA_DIR: database.dataDir, RATE_LIMIT_FACTOR: "1000000" };
    const uploadsDir = path.join(database.dataDir, "uploads");
    const list = submissions();

    const first = await startServer(env);
    servers.push(first);
    const exited = once(first.process, "exit");
    const burst = await burstAndKill(first, list);
    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];

    expect(burst.unexpected).toEqual([]);
    expect(burst.killed).toBe(true);
    expect(signal).toBe("SIGKILL");
    expect(code).toBeNull();
    // The kill really landed in the middle of the burst: other requests were open at that moment.
    expect(burst.inFlightAtKill).toBeGreaterThan(0);
    expect(burst.sent).toBeLessThan(list.length);
    const ackedFeedback = burst.acknowledged.filter((ack) => ack.submission.kind === "feedback");
    const ackedUploads = burst.acknowledged.filter((ack) => ack.submission.kind === "upload");
    expect(ackedFeedback.length).toBeGreaterThan(0);
    expect(ackedUploads.length).toBeGreaterThan(0);

    const second = await startServer(env);
    servers.push(second);
    const health = await fetch(`${second.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const { db } = openDatabase(database.url);
    try {
      const feedbackRows = await db
        .selectFrom("feedback")
        .select(["id", "name", "email", "message"])
        .execute();
      const feedbackById = new Map(feedbackRows.map((row) => [row.id, row]));
      for (const { id, submission } of ackedFeedback) {
        if (submission.kind !== "feedback") continue;
        const { name, email, message } = submission;
        expect(feedbackById.get(id), `acknowledged feedback ${id}`).toEqual({ id, name, email, message });
      }
      // Nothing stored that was not sent (committed but unanswered requests are fine).
      const sentMessages = new Set(list.flatMap((item) => (item.kind === "feedback" ? [item.message] : [])));
      for (const row of feedbackRows) expect(sentMessages.has(row.message)).toBe(true);

      const uploadRows = await db
        .selectFrom("uploads")
        .select(["id", "stored_name", "size", "sha256"])
        .execute();
      const uploadsById = new Map(uploadRows.map((row) => [row.id, row]));
      for (const { id, submission } of ackedUploads) {
        if (submission.kind !== "upload") continue;
        const row = uploadsById.get(id);
        expect(row, `acknowledged upload ${id}`).toBeDefined();
        expect(row?.sha256).toBe(submission.sha256);
        expect(row?.size).toBe(submission.bytes.length);
      }
      // Every row, acknowledged or not, names a complete file on disk with the recorded hash and size.
      for (const row of uploadRows) {
        const file = path.join(uploadsDir, row.stored_name);
        expect(existsSync(file), `file of upload ${row.id}`).toBe(true);
        const bytes = readFileSync(file);
        expect(bytes.length).toBe(row.size);
        expect(sha256(bytes)).toBe(row.sha256);
      }

      // No half-written file is visible among the uploads: each one there is a whole file that was
      // sent (one renamed into place just before the kill may have no row yet). Partial files stay
      // in .incoming, and no row points at one of them.
      const sentHashes = new Set(list.flatMap((item) => (item.kind === "upload" ? [item.sha256] : [])));
      const visible = readdirSync(uploadsDir).filter((name) => name !== ".incoming");
      for (const name of visible) {
        const file = path.join(uploadsDir, name);
        expect(statSync(file).isFile()).toBe(true);
        expect(sentHashes.has(sha256(readFileSync(file))), `${name} is a whole uploaded file`).toBe(true);
      }
      const storedNames = new Set(uploadRows.map((row) => row.stored_name));
      for (const row of uploadRows) expect(row.stored_name).not.toContain("/");
      const incomingDir = path.join(uploadsDir, ".incoming");
      const incoming = existsSync(incomingDir) ? readdirSync(incomingDir) : [];
      for (const part of incoming) {
        const partId = part.replace(/\.part$/, "");
        expect([...storedNames].some((stored) => stored.startsWith(`${partId}.`))).toBe(false);
      }
    } finally {
      await db.destroy();
    }

    // The restarted server takes new submissions.
    const after = await submit(second.url, {
      kind: "feedback",
      name: "After restart",
      email: "after@example.com",
      message: "Written after the restart",
    });
    expect(after.status).toBe(201);
  }, 60_000);
});

import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import SQLite from "~/server/db/sqlite-driver.server";
import { type RunningServer, startServer } from "../support/server";
import { readyWorkers, servedBy } from "../support/workers";

/**
 * A full disk, for real: DATA_DIR (and, in the second run, the SQLite file) on a small tmpfs that a
 * filler file fills. A visitor whose file does not fit gets 507 and the upload form's message; a
 * lead that cannot be written gets 503 with Retry-After and its form's message; nothing half-written
 * is left, the worker stays, the log says once what is full, and freeing the space is enough.
 */

// Mounting a tmpfs needs root, as CI runs; elsewhere the test is skipped, and its name says why.
const isRoot = process.getuid?.() === 0;
const skipped = isRoot ? "" : " (skipped: mounting a tmpfs needs root)";

const TMPFS_MB = 16;
/** Room left by the first filler: enough for a lead's few database pages, not for the file. */
const LEFT_KB = 256;
const FILE_BYTES = 1024 * 1024;

const runs = [
  { name: "DATA_DIR on the full disk", databaseOnDisk: false },
  { name: "DATA_DIR and the SQLite database on the full disk", databaseOnDisk: true },
] as const;

const pdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(FILE_BYTES)]);

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { ok?: boolean; error?: string; details?: string; id?: string };
  requestId: string;
}

async function post(url: string, init: RequestInit): Promise<Answer & { text: string }> {
  const requestId = randomBytes(8).toString("hex");
  const response = await fetch(url, {
    ...init,
    method: "POST",
    headers: { ...(init.headers as Record<string, string>), "x-request-id": requestId },
  });
  const text = await response.text();
  let body: Answer["body"] = {};
  try {
    body = JSON.parse(text) as Answer["body"];
  } catch {}
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body, text, requestId };
}

const upload = (url: string, bytes = pdf(), accept = "application/json", page = "/api/upload") => {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], "cv.pdf", { type: "application/pdf" }));
  return post(`${url}${page}`, { headers: { accept }, body: form });
};

const feedback = (url: string, message: string) =>
  post(`${url}/api/feedback`, {
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ name: "Full Disk", email: "full@example.com", message }),
  });

const feedbackForm = (url: string, message: string) =>
  post(`${url}/feedback`, {
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams({ name: "Full Disk", email: "full@example.com", message }).toString(),
  });

interface LogLine {
  level?: number;
  msg?: string;
  pid?: number;
}
const logLines = (server: RunningServer): LogLine[] =>
  server.logs.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
/** The error-level lines that say something is full. */
const fullLines = (server: RunningServer) =>
  logLines(server).filter((line) => (line.level ?? 0) >= 50 && /disk full/i.test(line.msg ?? ""));

describe.skipIf(!isRoot).each(runs)(`a full disk: $name${skipped}`, ({ databaseOnDisk }) => {
  let base: string;
  let disk: string;
  let server: RunningServer;
  let databaseFile: string;
  let uploadsDir: string;
  const fillers: string[] = [];
  const acknowledged: { table: "feedback" | "uploads"; id: string }[] = [];

  /** Fills the tmpfs so that `leaveBytes` stay free. */
  const fill = (leaveBytes: number) => {
    const { bavail, bsize } = statfsSync(disk);
    const size = Math.max(0, Number(bavail) * Number(bsize) - leaveBytes);
    const filler = path.join(disk, `filler-${fillers.length}`);
    writeFileSync(filler, Buffer.alloc(size));
    fillers.push(filler);
  };
  const freeSpace = () => {
    for (const filler of fillers.splice(0)) rmSync(filler, { force: true });
  };
  const filesLeft = () => {
    const incoming = path.join(uploadsDir, ".incoming");
    return {
      incoming: existsSync(incoming) ? readdirSync(incoming) : [],
      stored: existsSync(uploadsDir) ? readdirSync(uploadsDir).filter((name) => name !== ".incoming") : [],
    };
  };
  const rows = (table: "feedback" | "uploads") => {
    const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      return database.prepare(`select id from ${table}`).all() as { id: string }[];
    } finally {
      database.close();
    }
  };
  const acknowledge = (table: "feedback" | "uploads", answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    acknowledged.push({ table, id: String(answer.body.id) });
  };

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), "site-full-disk-"));
    disk = path.join(base, "disk");
    mkdirSync(disk);
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${TMPFS_MB}m`, "tmpfs", disk]);
    const dataDir = path.join(disk, "data");
    uploadsDir = path.join(dataDir, "uploads");
    databaseFile = path.join(databaseOnDisk ? disk : base, "app.db");
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${databaseFile}`,
      RATE_LIMIT_FACTOR: "1000",
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (disk) execFileSync("umount", [disk]);
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it("refuses what does not fit with 507 or 503, keeps the worker, and works again once freed", async () => {
    await expect.poll(() => readyWorkers(server).length).toBe(1);
    const [worker] = readyWorkers(server);
    // Works before the disk fills, and makes the folders a first upload makes.
    acknowledge("uploads", await upload(server.url));

    fill(LEFT_KB * 1024);
    // A file larger than the room left: 507, the upload form's message, nothing left behind.
    for (let i = 0; i < 2; i++) {
      const answer = await upload(server.url);
      expect(answer.status, answer.text.slice(0, 300)).toBe(507);
      expect(answer.body).toMatchObject({ ok: false, error: messages.upload.failed });
      expect(answer.body.details).toMatch(/room|space/i);
    }
    // The jobs page's form, posted by a browser: the page again, with the reason.
    const page = await upload(server.url, pdf(), "text/html", "/jobs");
    expect(page.status).toBe(507);
    expect(page.text).toContain(messages.upload.failedPrefix);
    expect(filesLeft()).toEqual({ incoming: [], stored: [expect.any(String)] });
    expect(rows("uploads")).toHaveLength(1);

    // A lead still fits in the room left.
    acknowledge("feedback", await feedback(server.url, "Written with little room left"));

    // No room at all: a lead is written only where the database is.
    fill(0);
    if (databaseOnDisk) {
      const json = await feedback(server.url, "Not written: the disk is full");
      expect(json.status, json.text.slice(0, 300)).toBe(503);
      expect(Number(json.retryAfter)).toBeGreaterThan(0);
      expect(json.body).toMatchObject({ ok: false, error: messages.feedback.failed });
      const form = await feedbackForm(server.url, "Not written either: the disk is full");
      expect(form.status).toBe(503);
      expect(Number(form.retryAfter)).toBeGreaterThan(0);
      expect(form.text).toContain(messages.feedback.failed);
      // A small file that would fit in the room a lead's row needs: 503 too, and no file kept.
      const small = await upload(server.url, Buffer.from("%PDF-1.4\nsmall"));
      expect([503, 507]).toContain(small.status);
      expect(filesLeft()).toEqual({ incoming: [], stored: [expect.any(String)] });
      // Any other write (here the login's count of attempts) is a 503 too, not a 500.
      const login = await post(`${server.url}/login`, {
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: "nobody@example.com", password: "not the password" }),
      });
      expect(login.status, login.text.slice(0, 300)).toBe(503);
      expect(Number(login.retryAfter)).toBeGreaterThan(0);
    } else {
      acknowledge("feedback", await feedback(server.url, "Written: the database has room"));
    }

    // The same worker served all of it; none was replaced.
    expect(servedBy(server, page.requestId)).toBe(worker);
    expect(readyWorkers(server)).toEqual([worker]);
    expect(server.logs.join("\n")).not.toMatch(/replacement/);
    // Said once for each place that is full, at error level, not once per request.
    await expect.poll(() => fullLines(server).length).toBeGreaterThan(0);
    const said = fullLines(server).map((line) => line.msg);
    expect(new Set(said).size).toBe(said.length);
    expect(said.length).toBe(databaseOnDisk ? 2 : 1);

    // Space freed: everything works again, without a restart.
    freeSpace();
    acknowledge("uploads", await upload(server.url));
    acknowledge("feedback", await feedback(server.url, "Written once the space was freed"));
    expect(filesLeft().incoming).toEqual([]);

    // A new episode is said again, once.
    fill(LEFT_KB * 1024);
    expect((await upload(server.url)).status).toBe(507);
    expect((await upload(server.url)).status).toBe(507);
    await expect.poll(() => fullLines(server).length).toBe(said.length + 1);
    freeSpace();

    expect(readyWorkers(server)).toEqual([worker]);
    // Every acknowledged lead and file is stored.
    for (const table of ["feedback", "uploads"] as const) {
      const stored = new Set(rows(table).map((row) => row.id));
      for (const ack of acknowledged.filter((a) => a.table === table)) expect(stored).toContain(ack.id);
    }
    expect(filesLeft().stored).toHaveLength(rows("uploads").length);
  });
});

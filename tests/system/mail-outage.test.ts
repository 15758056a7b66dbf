import { connect, createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { endpoints } from "~/lib/endpoints";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { freePort } from "../support/free-port";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpSink, startSmtpSink } from "../support/smtp";
import { readyWorkers, requestOnce } from "../support/workers";

// The mail provider is down for an afternoon, or answers nothing at all (docs/decisions/049). The
// site keeps taking leads, stays in the load balancer's pool with its outbox reported degraded,
// and once mail flows again every mail goes out exactly once. The outbox's waits are shortened
// through its settings, not the clock.

const SETTINGS = {
  OUTBOX_POLL_MS: "200",
  OUTBOX_RETRY_BASE_MS: "200",
  // Short, but long enough that a busy machine's sink still answers within it: a mail the sink
  // took but answered late would be sent again, as SMTP allows (decision 049).
  SMTP_TIMEOUT_MS: "2000",
  WEB_CONCURRENCY: "2",
  RATE_LIMIT_FACTOR: "1000",
  COMPANY_EMAIL: "leads@example.in",
};

const postLead = (url: string, n: string) =>
  requestOnce(`${url}${endpoints.feedback}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    // A mailbox each, so every lead also gets its acknowledgement.
    body: JSON.stringify({ name: `Visitor ${n}`, email: `visitor.${n}@example.com`, message: `Lead ${n}` }),
  });

async function readiness(url: string) {
  const answer = await requestOnce(`${url}/readyz`);
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

/** Sends leads one after another; each must be taken (201) promptly whatever the mail server does. */
async function leadsTaken(url: string, tag: string, count: number) {
  for (let index = 0; index < count; index++) {
    const started = Date.now();
    const answer = await postLead(url, `${tag}-${index}`);
    expect(answer.status, answer.text).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
  }
}

/** Every accepted message by its Message-ID, with how many times it arrived. */
const arrivals = (sink: SmtpSink) => {
  const counts = new Map<string, number>();
  for (const mail of sink.messages) {
    const id = mail.headers["message-id"] ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/**
 * A mail server that accepts connections and says nothing ("silent"), or passes each connection on
 * to a real one ("forward"), or holds only the next connection silent and passes on the rest.
 */
async function stallingServer(upstreamPort: number, delivered: () => number) {
  let mode: "silent" | "forward" | "hold-next" = "silent";
  const held: Socket[] = [];
  /** Each connection held silent: how many mails had been delivered when it came and when it ended. */
  const holds: { since: number; until?: number }[] = [];
  const server: Server = createServer((socket) => {
    if (mode === "silent" || mode === "hold-next") {
      if (mode === "hold-next") mode = "forward";
      const hold: { since: number; until?: number } = { since: delivered() };
      holds.push(hold);
      held.push(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        hold.until = delivered();
      });
      return;
    }
    const upstream = connect(upstreamPort, "127.0.0.1");
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    holds,
    set(next: typeof mode) {
      mode = next;
    },
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("the mail server is down, then slow", () => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    if (server) expect(await server.stop(), server.logs.slice(-15).join("\n")).toBe(0);
    server = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await database?.drop();
    database = undefined;
  });

  async function start(smtpUrl: string, settings: Record<string, string> = {}) {
    database = await createTestDatabase("sqlite");
    server = await startServer({
      ...SETTINGS,
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      SMTP_URL: smtpUrl,
      ...settings,
    });
    await expect.poll(() => readyWorkers(server as RunningServer)).toHaveLength(2);
    const app = openDatabase(database.url);
    cleanups.push(() => app.db.destroy());
    const outbox = () =>
      app.db.selectFrom("mail_outbox").select(["id", "status", "attempts", "last_error"]).execute();
    return { server, outbox };
  }

  it("refusing connections: leads are taken, the outbox backs off and is degraded but ready, and each mail goes out once when SMTP returns", async () => {
    const port = await freePort();
    const { server, outbox } = await start(`smtp://127.0.0.1:${port}`);

    await leadsTaken(server.url, "down", 6);
    await expect
      .poll(() => readiness(server.url))
      .toEqual({ status: 200, body: { ok: true, database: true, outbox: "degraded" } });
    // Down for a while: the mails are tried again, less and less often, and none is given up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const waiting = await outbox();
    expect(waiting).toHaveLength(12);
    for (const mail of waiting) {
      expect(mail.status).toMatch(/^(waiting|sending)$/);
      expect(mail.last_error).toMatch(/ECONNREFUSED/);
      // Every 200 ms without backing off would be about 15 attempts by now; 200, 400, 800 and
      // 1600 ms apart are 5 at most.
      expect(mail.attempts).toBeGreaterThanOrEqual(2);
      expect(mail.attempts).toBeLessThanOrEqual(6);
    }

    // The mail server comes back on its address.
    const sink = await startSmtpSink({ port });
    cleanups.push(() => sink.close());
    const expected = new Set(waiting.map((mail) => `<${mail.id}@outbox>`));
    await expect.poll(() => arrivals(sink).size, { timeout: 15_000 }).toBe(expected.size);
    // Long enough for a second copy of any of them to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const counts = arrivals(sink);
    expect(new Set(counts.keys())).toEqual(expected);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    for (const mail of await outbox()) expect(mail.status).toBe("sent");
    await expect
      .poll(() => readiness(server.url))
      .toMatchObject({ status: 200, body: { outbox: "running" } });
  }, 60_000);

  it("accepting and never answering: each send times out, other mails still go out, and no worker is stuck", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const stalling = await stallingServer(sink.port, () => sink.messages.length);
    cleanups.push(() => stalling.close());
    const { server, outbox } = await start(stalling.url);
    const workers = readyWorkers(server);

    await leadsTaken(server.url, "silent", 3);
    // The site answers at once while every send waits on the silent server.
    const started = Date.now();
    expect((await readiness(server.url)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect
      .poll(() => readiness(server.url))
      .toEqual({ status: 200, body: { ok: true, database: true, outbox: "degraded" } });
    await expect
      .poll(
        async () => (await outbox()).filter((mail) => /timeout|greeting/i.test(mail.last_error ?? "")).length,
      )
      .toBeGreaterThan(0);

    // The server answers again, but for one connection that stays silent: the mails behind it
    // go out while it waits for its timeout.
    stalling.set("hold-next");
    const heldBefore = stalling.holds.length;
    await leadsTaken(server.url, "answering", 4);
    const all = await outbox();
    expect(all).toHaveLength(14);
    const expected = new Set(all.map((mail) => `<${mail.id}@outbox>`));
    await expect.poll(() => arrivals(sink).size, { timeout: 15_000 }).toBe(expected.size);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const counts = arrivals(sink);
    expect(new Set(counts.keys())).toEqual(expected);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);

    const hold = stalling.holds[heldBefore];
    expect(hold, "the connection held silent").toBeDefined();
    expect(hold?.until, "closed by the sender's timeout").toBeDefined();
    expect(hold?.until ?? 0, "mails delivered while it was held").toBeGreaterThan(hold?.since ?? 0);

    // Nothing is stuck: the outbox works again, and the same two workers serve.
    await expect
      .poll(() => readiness(server.url))
      .toMatchObject({ status: 200, body: { outbox: "running" } });
    expect(readyWorkers(server)).toEqual(workers);
    expect(server.logs.filter((line) => line.includes("starting a replacement"))).toEqual([]);
  }, 60_000);

  it("stops promptly and cleanly while a send waits on a silent server", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const stalling = await stallingServer(sink.port, () => sink.messages.length);
    cleanups.push(() => stalling.close());
    // The default timeout, longer than a worker's grace period at shutdown.
    const { server } = await start(stalling.url, { SMTP_TIMEOUT_MS: "30000" });
    await leadsTaken(server.url, "at-shutdown", 1);
    await expect.poll(() => stalling.holds.length).toBeGreaterThan(0);

    const stopping = Date.now();
    expect(await server.stop(), server.logs.slice(-10).join("\n")).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
  }, 60_000);
});

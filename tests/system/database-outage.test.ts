import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "~/lib/endpoints";
import { sessionCookie, siteCookies } from "~/server/auth/sessions.server";
import { loadConfig } from "~/server/config.server";
import { freePort } from "../support/free-port";
import { createPostgresCluster, type PostgresCluster, postgresBinaries } from "../support/postgres-cluster";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpSink, startSmtpSink } from "../support/smtp";
import { type Answer, readyWorkers, requestOnce, servedBy } from "../support/workers";

// PostgreSQL restarts (an upgrade, a failover) while visitors send leads, or is not there yet when
// the site starts (docs/decisions/049). On a cluster of the test's own: the shared one serves
// other test files at the same time.

const bin = postgresBinaries();
const CLIENTS = 4;
/** Every worker serves again within this long of PostgreSQL answering. */
const RECOVERY_MS = 5_000;
/** A request that fails during the outage fails within this: the pool's connection timeout and some. */
const FAIL_FAST_MS = 6_000;

interface Sent {
  answer: Answer | null;
  /** The client's error when no answer came (a hang past requestOnce's 10 s, a reset). */
  error?: string;
  ms: number;
  at: number;
}

const lead = (n: string) =>
  JSON.stringify({ name: `Visitor ${n}`, email: `visitor.${n}@example.com`, message: `Lead ${n}` });

const postLead = (url: string, n: string) =>
  requestOnce(`${url}${endpoints.feedback}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: lead(n),
  });

async function readiness(url: string) {
  const answer = await requestOnce(`${url}/readyz`);
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

/** Leads from a few visitors at once, each on a new connection, until stopped. */
function steadyLoad(url: string) {
  const sent: Sent[] = [];
  let running = true;
  let count = 0;
  const client = async (c: number) => {
    while (running) {
      const started = Date.now();
      const n = `${c}-${count++}`;
      const result = await postLead(url, n).then(
        (answer) => ({ answer }),
        (error: Error) => ({ answer: null, error: error.message }),
      );
      sent.push({ ...result, ms: Date.now() - started, at: started });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

describe.skipIf(!bin)(
  bin
    ? "PostgreSQL restarts and outages"
    : "PostgreSQL restarts and outages (skipped: no PostgreSQL binaries under /usr/lib/postgresql)",
  () => {
    let cluster: PostgresCluster;
    let sink: SmtpSink;
    let dataDir: string;

    beforeAll(async () => {
      cluster = await createPostgresCluster(bin ?? "");
      await cluster.start();
      sink = await startSmtpSink();
      dataDir = mkdtempSync(path.join(tmpdir(), "site-pg-outage-"));
    }, 60_000);

    afterAll(async () => {
      await sink?.close();
      await cluster?.remove();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function storedFeedbackIds(url: string, ids: string[]): Promise<Set<string>> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>("select id from feedback where id = any($1)", [
          ids,
        ]);
        return new Set(rows.map((row) => row.id));
      } finally {
        await client.end();
      }
    }

    it("fails fast with 503 while PostgreSQL restarts, loses no acknowledged lead, and every worker serves again within 5 s", async () => {
      const server: RunningServer = await startServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        RATE_LIMIT_FACTOR: "1000",
        WEB_CONCURRENCY: "2",
      });
      try {
        await expect.poll(() => readyWorkers(server)).toHaveLength(2);
        const workers = readyWorkers(server);
        expect((await readiness(server.url)).status).toBe(200);

        // The server made its session secret in DATA_DIR before it listened.
        const { SESSION_SECRET, APP_URL } = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: cluster.url });
        const site = siteCookies(new Request(server.url), APP_URL);
        const signedIn =
          (await sessionCookie(SESSION_SECRET, site).serialize("no-such-session")).split(";")[0] ?? "";
        const userBefore = await requestOnce(`${server.url}/user`, { headers: { cookie: signedIn } });

        const load = steadyLoad(server.url);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        // The restart of an upgrade: every connection is ended, the server is back within a second.
        await cluster.restart();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        // A longer outage, to look at what a visitor and the load balancer see meanwhile.
        await cluster.stop();
        const down = Date.now();
        const duringOutage: Answer[] = [];
        while (Date.now() - down < 2_000) {
          duringOutage.push(await postLead(server.url, `down-${duringOutage.length}`));
        }
        const readyDuring = await readiness(server.url);
        // A resource route that needs the database: /user with a session id this site signed.
        const userDuring = await requestOnce(`${server.url}/user`, { headers: { cookie: signedIn } });
        await cluster.start();
        const back = Date.now();

        // Every worker takes a lead again, within 5 s of PostgreSQL answering.
        const servedAgain = new Set<number>();
        while (servedAgain.size < workers.length && Date.now() - back < RECOVERY_MS) {
          const answer = await postLead(server.url, `back-${servedAgain.size}-${Date.now()}`);
          if (answer.status !== 201) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          await expect.poll(() => servedBy(server, answer.requestId)).toBeDefined();
          servedAgain.add(servedBy(server, answer.requestId) ?? 0);
        }
        const recoveredMs = Date.now() - back;
        await expect.poll(() => readiness(server.url)).toMatchObject({ status: 200, body: { ok: true } });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await load.stop();

        // What a visitor saw while PostgreSQL was away: a prompt 503 saying when to try again.
        const summary = (answers: Answer[]) => answers.map((answer) => answer.status);
        expect(duringOutage.length).toBeGreaterThan(0);
        for (const answer of duringOutage) {
          expect(answer.status, answer.text).toBe(503);
          expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
          expect(JSON.parse(answer.text)).toMatchObject({ ok: false });
        }
        expect(readyDuring).toMatchObject({ status: 503, body: { ok: false, database: false } });
        expect(userBefore.status).toBe(401);
        expect(userDuring.status, userDuring.text).toBe(503);
        expect(userDuring.headers["retry-after"]).toMatch(/^\d+$/);
        expect(JSON.parse(userDuring.text)).toMatchObject({ ok: false });
        // Under the steady load: every answer came, fast, and was a 201 or a 503.
        const answered = load.sent.flatMap((sent) => (sent.answer ? [sent.answer] : []));
        expect(load.sent.filter((sent) => sent.error)).toEqual([]);
        expect(summary(answered).filter((status) => status !== 201 && status !== 503)).toEqual([]);
        expect(Math.max(...load.sent.map((sent) => sent.ms))).toBeLessThan(FAIL_FAST_MS);
        for (const answer of answered.filter((a) => a.status === 503))
          expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
        expect(summary(answered).filter((status) => status === 201).length).toBeGreaterThan(10);

        // Both workers serve again, in time, and they are the same processes: none was replaced.
        expect(servedAgain).toEqual(new Set(workers));
        expect(recoveredMs).toBeLessThan(RECOVERY_MS);
        expect(readyWorkers(server)).toEqual(workers);
        expect(server.logs.filter((line) => line.includes("starting a replacement"))).toEqual([]);

        // Nothing acknowledged is lost.
        const acknowledged = answered
          .filter((answer) => answer.status === 201)
          .map((answer) => (JSON.parse(answer.text) as { id: string }).id);
        const stored = await storedFeedbackIds(cluster.url, acknowledged);
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        expect(await server.stop(), server.logs.slice(-15).join("\n")).toBe(0);
      }
    }, 60_000);

    it("starts while PostgreSQL is down: says what it waits for, listens once it is there, and serves", async () => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query("create database fresh");
      await admin.end();
      await cluster.stop();

      const port = await freePort();
      const url = new URL(cluster.url);
      url.pathname = "/fresh";
      // PostgreSQL here trusts any password; the log must not show it.
      url.password = "not-for-the-log";
      const lines: string[] = [];
      const starting = startServer(
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: mkdtempSync(path.join(dataDir, "start-")),
          PORT: String(port),
          WEB_CONCURRENCY: "2",
        },
        undefined,
        (line) => lines.push(line),
      );
      let exited = "";
      starting.catch((error: Error) => {
        exited = error.message;
      });
      let databaseUp = false;
      try {
        await expect
          .poll(() => {
            if (exited) throw new Error(exited);
            return lines.filter((line) => line.includes("waiting for the database")).length;
          })
          .toBeGreaterThanOrEqual(2);
        const waiting = lines.filter((line) => line.includes("waiting for the database"));
        expect(waiting[0]).toContain(`127.0.0.1:${cluster.port}`);
        expect(lines.join("\n")).not.toContain("not-for-the-log");
        // Nothing serves until the database is there: the load balancer sees the port closed.
        expect(await refused(port)).toBe(true);

        await cluster.start();
        databaseUp = true;
        const back = Date.now();
        const server = await starting;
        const lead = await postLead(server.url, "first-after-start");
        expect(lead.status, lead.text).toBe(201);
        expect(Date.now() - back).toBeLessThan(15_000);
        expect((await readiness(server.url)).status).toBe(200);
      } finally {
        // A server still waiting would wait for ever: give it its database, then stop it.
        if (!databaseUp) await cluster.start();
        const started = await starting.catch(() => undefined);
        if (started) expect(await started.stop()).toBe(0);
      }
    }, 60_000);

    it("stops at once, exit code 0, when told to while it waits for the database", async () => {
      await cluster.stop();
      let primary: ChildProcess | undefined;
      const lines: string[] = [];
      const starting = startServer(
        { DATABASE_URL: cluster.url, DATA_DIR: mkdtempSync(path.join(dataDir, "stop-")) },
        undefined,
        (line, child) => {
          lines.push(line);
          primary = child;
        },
      ).then(
        async (server) => `listened: ${await server.stop()}`,
        (error: Error) => error.message,
      );
      await expect.poll(() => lines.some((line) => line.includes("waiting for the database"))).toBe(true);
      const stopping = Date.now();
      primary?.kill("SIGTERM");
      expect(await starting).toMatch(/^server exited with 0 before listening/);
      expect(Date.now() - stopping).toBeLessThan(3_000);
      await cluster.start();
    }, 30_000);
  },
);

import { createServer } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DATA_REQUEST_CONFIRM_PATH } from "~/lib/data-requests";
import { requestToken } from "~/server/data-requests/request.server";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { validLeads } from "../support/lead-bodies";
import { type RunningServer, startServer } from "../support/server";
import { readyWorkers, requestOnce, servedBy } from "../support/workers";

const TOKEN = "metrics-token-for-the-tests-0123456789";

/** The value of the sample of `name` whose labels include `labels`, if the text has one. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => got[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const requestCount = (text: string, route: string, method: string, status: number) =>
  sample(text, "http_request_duration_seconds_count", { route, method, status: String(status) });

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDialects)("metrics on %s", (dialect) => {
  const started: { server: RunningServer; database: TestDatabase }[] = [];
  const start = async (env: Record<string, string>) => {
    const database = await createTestDatabase(dialect);
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, ...env });
    started.push({ server, database });
    return server;
  };
  const stopAll = async () => {
    for (const { server, database } of started.splice(0)) {
      expect(await server.stop(), server.logs.slice(-10).join("\n")).toBe(0);
      await database.drop();
    }
  };

  describe("with METRICS_TOKEN and two workers", () => {
    let server: RunningServer;
    let database: TestDatabase;
    const scrape = (authorization = `Bearer ${TOKEN}`) =>
      requestOnce(`${server.url}/metrics`, { headers: { authorization } });

    beforeAll(async () => {
      server = await start({ METRICS_TOKEN: TOKEN, WEB_CONCURRENCY: "2" });
      database = started[0]?.database as TestDatabase;
    });
    afterAll(stopAll);

    it("shows every metric, the requests, leads and refusals summed over both workers", async () => {
      await expect.poll(() => readyWorkers(server).length).toBe(2);

      // A prerendered page until both workers have served it, each request on its own connection.
      const servers = new Set<number>();
      let pages = 0;
      while (servers.size < 2 && pages < 200) {
        const answers = await Promise.all(Array.from({ length: 4 }, () => requestOnce(`${server.url}/`)));
        pages += answers.length;
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          await expect.poll(() => servedBy(server, answer.requestId)).toBeDefined();
          servers.add(servedBy(server, answer.requestId) as number);
        }
      }
      expect(servers.size).toBe(2);

      const missing = await Promise.all(
        Array.from({ length: 3 }, (_, index) => requestOnce(`${server.url}/no-such-page-${index}`)),
      );
      expect(missing.map((answer) => answer.status)).toEqual([404, 404, 404]);

      // A route with a parameter counts under its pattern, whatever the value.
      const pictures = await Promise.all(
        [1, 2].map((index) => requestOnce(`${server.url}/userImages/nobody-${index}-200.webp`)),
      );
      const pictureStatus = pictures[0]?.status as number;
      expect(pictures.map((answer) => answer.status)).toEqual([pictureStatus, pictureStatus]);

      // The lead limit is 10 in 10 minutes for a client: the eleventh is refused.
      const leads = [];
      for (let index = 0; index < 11; index += 1)
        leads.push(
          await requestOnce(`${server.url}/api/feedback`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validLeads.feedback(`m${index}`)),
          }),
        );
      expect(leads.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429]);

      const answer = await scrape();
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      const text = answer.text;

      expect(requestCount(text, "/", "GET", 200)).toBe(pages);
      expect(requestCount(text, "unmatched", "GET", 404)).toBe(3);
      expect(requestCount(text, "/api/feedback", "POST", 201)).toBe(10);
      expect(requestCount(text, "/api/feedback", "POST", 429)).toBe(1);
      expect(sample(text, "http_request_duration_seconds_bucket", { route: "/", le: "+Inf" })).toBe(pages);
      expect(requestCount(text, "/userImages/:file", "GET", pictureStatus)).toBe(2);
      // No raw path is ever a label.
      expect(text).not.toContain("no-such-page");
      expect(text).not.toContain("nobody-");
      expect(sample(text, "leads_taken_total", { kind: "feedback" })).toBe(10);
      expect(sample(text, "rate_limit_refusals_total", { rule: "lead" })).toBe(1);

      // Read from the database: the same figure as the table, not once per worker.
      const { db } = openDatabase(database.url);
      try {
        const waiting = await db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("status", "=", "waiting")
          .executeTakeFirstOrThrow();
        expect(Number(waiting.count)).toBeGreaterThanOrEqual(10);
        expect(sample(text, "outbox_mails", { status: "waiting" })).toBe(Number(waiting.count));
      } finally {
        await db.destroy();
      }
      expect(sample(text, "outbox_mails", { status: "failed" })).toBe(0);
      const age = sample(text, "outbox_oldest_unsent_age_seconds") as number;
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(300);

      expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
      const free = sample(text, "data_dir_free_bytes") as number;
      expect(free).toBeGreaterThan(0);
      expect(sample(text, "data_dir_size_bytes")).toBeGreaterThanOrEqual(free);
      expect(sample(text, "worker_restarts_total", { cause: "signal" })).toBe(0);
      expect(sample(text, "leads_taken_total", { kind: "uploads" })).toBe(0);
      // Each metric once: the workers' figures are summed into one sample, not listed per worker.
      expect(text.match(/^# TYPE leads_taken_total /gm)).toHaveLength(1);
      expect(text.match(/^leads_taken_total\{kind="feedback"\}/gm)).toHaveLength(1);
    });

    it.each([
      ["no Authorization header", undefined],
      ["a wrong token", "Bearer metrics-token-for-the-tests-0123456788"],
      ["the token as Basic credentials", `Basic ${TOKEN}`],
      ["an empty bearer token", "Bearer "],
    ])("answers 401 with %s, and shows nothing", async (_, authorization) => {
      const answer = await requestOnce(`${server.url}/metrics`, {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.status).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(answer.text).not.toContain("http_request_duration_seconds");
    });

    it("counts a worker the primary replaced after a SIGKILL, with its cause", async () => {
      await expect.poll(() => readyWorkers(server).length).toBe(2);
      const before = readyWorkers(server);
      const victim = before[0] as number;
      process.kill(victim, "SIGKILL");
      await expect.poll(() => readyWorkers(server).length, { timeout: 10_000 }).toBe(before.length + 1);
      const text = (await scrape()).text;
      expect(sample(text, "worker_restarts_total", { cause: "signal" })).toBe(1);
      expect(sample(text, "worker_restarts_total", { cause: "exit code" })).toBe(0);
    });
  });

  describe("other settings", () => {
    afterEach(stopAll);

    it("answers 404 at /metrics with neither METRICS_TOKEN nor METRICS_PORT", async () => {
      const server = await start({});
      const answer = await requestOnce(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain("http_request_duration_seconds");
    });

    it("counts a data request as a lead once its address is confirmed, not when it is asked", async () => {
      const secret = "session-secret-of-the-metrics-test-0123456789";
      const server = await start({ METRICS_TOKEN: TOKEN, SESSION_SECRET: secret });
      const counted = async () =>
        sample(
          (await requestOnce(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }))
            .text,
          "leads_taken_total",
          { kind: "data_requests" },
        );
      const request = { email: "meera@example.in", request: "see" as const, note: "" };
      const post = (path: string, body: unknown) =>
        requestOnce(`${server.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
        });
      expect((await post("/privacy", request)).status).toBe(201);
      expect(await counted()).toBe(0);
      const token = requestToken(secret, request);
      expect((await post(DATA_REQUEST_CONFIRM_PATH, { token })).status).toBe(201);
      expect(await counted()).toBe(1);
    });

    it("with METRICS_PORT, serves the summed metrics from the primary on 127.0.0.1 only", async () => {
      const port = await freePort();
      const server = await start({ METRICS_PORT: String(port), WEB_CONCURRENCY: "2" });
      await expect.poll(() => readyWorkers(server).length).toBe(2);
      // Not on the site's port: there, without METRICS_TOKEN, it is an unknown path.
      expect((await requestOnce(`${server.url}/metrics`)).status).toBe(404);

      for (let index = 0; index < 6; index += 1)
        expect((await requestOnce(`${server.url}/`)).status).toBe(200);
      const answer = await requestOnce(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(requestCount(answer.text, "/", "GET", 200)).toBe(6);
      // The site's one 404 above, counted like any unknown path.
      expect(requestCount(answer.text, "unmatched", "GET", 404)).toBe(1);
      expect(sample(answer.text, "data_dir_free_bytes")).toBeGreaterThan(0);
      // Served by the primary itself: the process that logged where it serves them.
      await expect
        .poll(() =>
          server.logs.some(
            (line) =>
              line.includes(`"pid":${server.process.pid}`) && line.includes(`127.0.0.1:${port}/metrics`),
          ),
        )
        .toBe(true);
      expect((await requestOnce(`http://127.0.0.1:${port}/other`)).status).toBe(404);

      const outside = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === "IPv4" && !address.internal);
      if (outside) {
        await expect(requestOnce(`http://${outside.address}:${port}/metrics`)).rejects.toThrow(
          /ECONNREFUSED/,
        );
      }
    });
  });
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import type { Dialect } from "~/server/db/schema.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";
import { ADMIN, tag } from "../support/site-client";
import { type SmtpSink, startSmtpSink } from "../support/smtp";
import { type Answer, readyWorkers, requestOnce, servedBy } from "../support/workers";

const COMPANY_EMAIL = "leads@example.in";
/** The lead limit is 10 per address in 10 minutes; 20 times that is exactly the 200 leads below. */
const RATE_LIMIT_FACTOR = 20;
const LEADS = 200;
/** Zero-padded, so no lead's name is the start of another's ("7" and "70"). */
const leadName = (t: string, index: number) => `Lead ${t} ${String(index).padStart(3, "0")}`;

interface Setup {
  name: string;
  dialect: Dialect;
  instances: number;
}

// Everything that once assumed one process must hold with several: two workers of one primary on
// one SQLite file (the default `npm start` on a 2-core machine), and two instances of two workers
// each on one PostgreSQL database behind a load balancer (docs/architecture.md section 10).
const setups: Setup[] = [
  { name: "two workers on one SQLite file", dialect: "sqlite", instances: 1 },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "two instances of two workers on one PostgreSQL database",
          dialect: "postgres" as const,
          instances: 2,
        },
      ]
    : []),
];

describe.each(setups)("$name", ({ dialect, instances: instanceCount }) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let instances: RunningServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      APP_URL: "https://www.example.in",
      COMPANY_EMAIL,
      SMTP_URL: sink.url,
      RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_CONCURRENCY: "2",
    };
    // All start at the same moment on an empty database: they migrate, make the admin and the
    // session secret at once.
    instances = await Promise.all(Array.from({ length: instanceCount }, () => startServer(env)));
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) expect(await instance.stop()).toBe(0);
    await sink?.close();
    await database?.drop();
  });

  /** The n-th request's instance, as a load balancer would spread them. */
  const instanceFor = (n: number) => instances[n % instances.length] as RunningServer;

  /** Sends requests on new connections until every worker of every instance has answered one. */
  async function onEveryWorker(send: (url: string) => Promise<Answer>): Promise<Answer[]> {
    const seen = new Set<number>();
    const answers: Answer[] = [];
    for (let n = 0; seen.size < instances.length * 2 && n < 40; n += 1) {
      const instance = instanceFor(n);
      const answer = await send(instance.url);
      answers.push(answer);
      await expect.poll(() => servedBy(instance, answer.requestId)).toBeDefined();
      seen.add(servedBy(instance, answer.requestId) ?? 0);
    }
    expect(seen.size).toBe(instances.length * 2);
    return answers;
  }

  it("comes up with two workers each, migrating the schema, making the admin and the session secret once", async () => {
    for (const instance of instances) {
      // The primary says it listens once both workers do; their own lines may come just after.
      await expect.poll(() => readyWorkers(instance)).toHaveLength(2);
      expect((await requestOnce(`${instance.url}/readyz`)).status).toBe(200);
    }
    const migrationLogs = instances.flatMap((instance) =>
      instance.logs.filter((line) => line.includes("database migrated")),
    );
    expect(migrationLogs).toHaveLength(1);
    const logged = (JSON.parse(migrationLogs[0] ?? "{}") as { migrations: string[] }).migrations;
    expect(logged.length).toBeGreaterThan(0);
    const { db } = openDatabase(database.url);
    try {
      const applied = await db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual([...logged].sort());
      const admins = await db.selectFrom("users").select("email").where("role", "=", "admin").execute();
      expect(admins).toEqual([{ email: ADMIN.email }]);
    } finally {
      await db.destroy();
    }
  });

  it("serves the same prerendered page, byte for byte, from every worker", async () => {
    const pages = await onEveryWorker((url) => requestOnce(`${url}/services`));
    for (const page of pages) expect(page.status).toBe(200);
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
    expect(new Set(pages.map((page) => page.headers.etag)).size).toBe(1);
    expect(new Set(pages.map((page) => page.headers["content-security-policy"])).size).toBe(1);
  });

  it("recognises a session started on one worker on every other, and ends it everywhere", async () => {
    const login = await requestOnce(`${instanceFor(0).url}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookies = ([] as string[])
      .concat(login.headers["set-cookie"] ?? [])
      .map((line) => line.split(";")[0]);
    const cookie = cookies.join("; ");
    const xsrf = decodeURIComponent(
      cookies.find((line) => line?.startsWith("__Host-XSRF-TOKEN="))?.split("=")[1] ?? "",
    );
    const asUser = { cookie, accept: "application/json" };
    const users = await onEveryWorker((url) => requestOnce(`${url}/user`, { headers: asUser }));
    for (const user of users) {
      expect(user.status).toBe(200);
      expect(JSON.parse(user.text)).toMatchObject({ email: ADMIN.email });
    }
    // The XSRF token one worker made is accepted by another (one shared secret).
    const logout = await requestOnce(`${instanceFor(1).url}/logout`, {
      method: "POST",
      headers: { ...asUser, "content-type": "application/json", "x-xsrf-token": xsrf },
      body: "{}",
    });
    expect(logout.status).toBe(200);
    const after = await onEveryWorker((url) => requestOnce(`${url}/user`, { headers: asUser }));
    for (const answer of after) expect(answer.status).toBe(401);
  });

  it(`takes ${LEADS} leads spread over every worker, counts the rate limit across all, and mails each lead exactly once`, async () => {
    const t = tag();
    const sent: string[] = [];
    const lead = (url: string, name: string, email: string) =>
      requestOnce(`${url}/api/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, email, message: `Message ${randomBytes(4).toString("hex")}` }),
      });
    // Ten at a time, each on a new connection, alternating instances.
    for (let start = 0; start < LEADS; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, offset) => {
          const index = start + offset;
          const answer = await lead(
            instanceFor(index).url,
            leadName(t, index),
            `lead.${t}.${index}@example.com`,
          );
          expect(answer.status, answer.text).toBe(201);
          return (JSON.parse(answer.text) as { id: string }).id;
        }),
      );
      sent.push(...batch);
    }
    expect(new Set(sent).size).toBe(LEADS);

    // Each worker saw only some of them, but the limit is counted in the shared database.
    const refused = await onEveryWorker((url) => lead(url, "One more", "more@example.com"));
    for (const answer of refused) expect(answer.status).toBe(429);

    const { db } = openDatabase(database.url);
    try {
      const stored = await db
        .selectFrom("feedback")
        .select("id")
        .where("name", "like", `Lead ${t} %`)
        .execute();
      expect(stored.map((row) => row.id).sort()).toEqual([...sent].sort());
      const received = () =>
        sink.messages.filter((mail) => mail.to.includes(COMPANY_EMAIL) && mail.text.includes(`Lead ${t} `));
      await expect
        .poll(() => received().length, { timeout: 30_000, interval: 250 })
        .toBeGreaterThanOrEqual(LEADS);
      // Give a duplicate, if there were one, a moment to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const mails = received();
      expect(mails).toHaveLength(LEADS);
      expect(new Set(mails.map((mail) => mail.headers["message-id"])).size).toBe(LEADS);
      for (let index = 0; index < LEADS; index += 1) {
        expect(
          mails.filter((mail) => mail.text.includes(leadName(t, index))),
          leadName(t, index),
        ).toHaveLength(1);
      }
      // Claimed once each: a second claim would have counted a second attempt. (The company also
      // gets a notice when the leads' domain uses up its acknowledgements for the day.)
      const outbox = await db
        .selectFrom("mail_outbox")
        .select(["status", "attempts"])
        .where("to_address", "=", COMPANY_EMAIL)
        .where("purpose", "=", "notification")
        .execute();
      expect(outbox).toHaveLength(LEADS);
      expect(outbox.filter((row) => row.status !== "sent" || row.attempts !== 1)).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

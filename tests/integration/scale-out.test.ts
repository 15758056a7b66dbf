import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";
import { ADMIN, siteClient, tag } from "../support/site-client";
import { type SmtpSink, startSmtpSink } from "../support/smtp";

const COMPANY_EMAIL = "leads@example.in";
/** The lead limit is 10 per address in 10 minutes; 20 times that is exactly the 200 leads below. */
const RATE_LIMIT_FACTOR = 20;
const LEADS = 200;
/** Zero-padded, so no lead's name is the start of another's ("7" and "70"). */
const leadName = (t: string, index: number) => `Lead ${t} ${String(index).padStart(3, "0")}`;

// DESIGN.md section 10: several stateless instances share one PostgreSQL database and one data
// folder behind a load balancer. Only PostgreSQL is meant for this, so the test needs a server.
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let instances: RunningServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
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
    };
    // Both start at the same moment on an empty database: both migrate, make the admin and
    // the session secret at once.
    instances = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) expect(await instance.stop()).toBe(0);
    await sink?.close();
    await database?.drop();
  });

  const one = siteClient(() => instances[0]?.url ?? "");
  const two = siteClient(() => instances[1]?.url ?? "");
  const clients = [one, two];

  it("both come up on an empty database, and the schema is migrated once", async () => {
    for (const instance of instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
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

  it("a user who logs in on one instance is recognised on the other, and logs out everywhere", async () => {
    const session = await one.newUserSession();
    const onTwo = await two.request("/user", {
      headers: { cookie: session.cookie, accept: "application/json" },
    });
    expect(onTwo.status).toBe(200);
    expect(await onTwo.json()).toMatchObject({ email: session.email });
    // The XSRF token made by one instance is accepted by the other (one shared secret).
    expect((await two.postJson("/logout", {}, two.as(session))).status).toBe(200);
    const afterLogout = await one.request("/user", {
      headers: { cookie: session.cookie, accept: "application/json" },
    });
    expect(afterLogout.status).toBe(401);
  });

  it(`takes ${LEADS} leads posted alternately to both, counts the rate limit across both, and mails each lead exactly once`, async () => {
    const t = tag();
    const sent: string[] = [];
    // Ten at a time, alternating instances, as a load balancer would spread them.
    for (let start = 0; start < LEADS; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, offset) => {
          const index = start + offset;
          const client = index % 2 === 0 ? one : two;
          const response = await client.postJson("/api/feedback", {
            name: leadName(t, index),
            email: `lead.${t}.${index}@example.com`,
            message: `Message ${index} ${randomBytes(4).toString("hex")}`,
          });
          expect(response.status, await response.clone().text()).toBe(201);
          return ((await response.json()) as { id: string }).id;
        }),
      );
      sent.push(...batch);
    }
    expect(new Set(sent).size).toBe(LEADS);

    // Each instance saw only half of them, but the limit is counted in the shared database.
    for (const client of clients) {
      const refused = await client.postJson("/api/feedback", {
        name: "One more",
        email: "more@example.com",
        message: "x",
      });
      expect(refused.status).toBe(429);
    }

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
      // Claimed once each: a second claim would have counted a second attempt.
      const outbox = await db
        .selectFrom("mail_outbox")
        .select(["status", "attempts"])
        .where("to_address", "=", COMPANY_EMAIL)
        .execute();
      expect(outbox).toHaveLength(LEADS);
      expect(outbox.filter((row) => row.status !== "sent" || row.attempts !== 1)).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

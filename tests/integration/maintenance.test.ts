import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDayOf } from "~/lib/india-days";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { createLogger } from "~/server/logger.server";
import { pruneExpired, startMaintenance } from "~/server/operations/maintenance.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDialects)("pruning expired data on %s", (dialect) => {
  let database: TestDatabase;
  let app: AppDatabase;
  let config: { DATA_DIR: string; UPLOADS_DIR: string; APP_URL: string; COMPANY_EMAIL: string };
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = openDatabase(database.url);
    await migrateToLatest(app);
    config = {
      DATA_DIR: database.dataDir,
      UPLOADS_DIR: path.join(database.dataDir, "uploads"),
      APP_URL: "https://www.example.in",
      COMPANY_EMAIL: "info@example.in",
    };
    await app.db
      .insertInto("users")
      .values({
        id: "u1",
        name: "Asha Rao",
        email: "asha@example.com",
        mobile: "9820012345",
        password_hash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
        image: null,
        role: "user",
        is_verified: 1,
        created_at: ago(40 * DAY),
        updated_at: ago(40 * DAY),
      })
      .execute();
  });

  afterAll(async () => {
    await app?.db.destroy();
    await database?.drop();
  });

  /** A file, given an age by its modification time. */
  const file = (relative: string, ageMs: number) => {
    const target = path.join(database.dataDir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, "partial");
    const when = new Date(now.getTime() - ageMs);
    utimesSync(target, when, when);
  };
  const filesIn = (relative: string) => readdirSync(path.join(database.dataDir, relative)).sort();

  it("removes ended rate-limit windows, expired and idle sessions, spent tokens and stray parts, and keeps the rest", async () => {
    const { db } = app;
    await db
      .insertInto("rate_limits")
      .values([
        { key: "lead:old", window_start: ago(2 * DAY), hits: 3 },
        { key: "lead:recent", window_start: ago(HOUR), hits: 3 },
      ])
      .execute();
    const session = (id: string, lastSeen: string, expires: string) => ({
      id_hash: id,
      user_id: "u1",
      created_at: ago(20 * DAY),
      last_seen_at: lastSeen,
      expires_at: expires,
    });
    await db
      .insertInto("sessions")
      .values([
        session("expired", ago(HOUR), ago(1000)),
        session("idle", ago(8 * DAY), ahead(DAY)),
        session("live", ago(HOUR), ahead(DAY)),
      ])
      .execute();
    const token = (hash: string, expires: string, used: string | null) => ({
      token_hash: hash,
      user_id: "u1",
      purpose: "reset-password" as const,
      created_at: ago(3 * DAY),
      expires_at: expires,
      used_at: used,
    });
    await db
      .insertInto("one_time_tokens")
      .values([
        token("used-long-ago", ahead(DAY), ago(2 * DAY)),
        token("expired-long-ago", ago(2 * DAY), null),
        token("used-just-now", ahead(DAY), ago(HOUR)),
        token("live", ahead(DAY), null),
      ])
      .execute();
    await db
      .insertInto("passkey_challenges")
      .values([
        { challenge_hash: "unanswered", user_id: null, purpose: "sign-in", expires_at: ago(1000) },
        { challenge_hash: "in-flight", user_id: "u1", purpose: "register", expires_at: ahead(60_000) },
      ])
      .execute();
    // What the acknowledgement's budgets used the day before yesterday goes; yesterday's and today's stay.
    await db
      .insertInto("acknowledgement_budgets")
      .values(
        [-2, -1, 0].map((days) => ({
          key: `mailbox:a${days}@example.in`,
          day: indiaDayOf(new Date(now.getTime() + days * DAY)),
          used: 1,
        })),
      )
      .execute();
    file("uploads/.incoming/crashed.part", 2 * HOUR);
    file("uploads/.incoming/arriving.part", 1000);
    file("uploads/kept.pdf", 2 * DAY);
    file("user-images/.incoming/crashed.part", 2 * HOUR);
    file("user-images/abc-200.webp.part", 2 * HOUR);
    file("user-images/abc-200.webp", 2 * HOUR);

    expect(await pruneExpired(db, config, now)).toEqual({
      rateLimits: 1,
      sessions: 2,
      tokens: 2,
      challenges: 1,
      acknowledgementBudgets: 1,
      parts: 3,
    });
    expect(await db.selectFrom("acknowledgement_budgets").select("key").orderBy("key").execute()).toEqual([
      { key: "mailbox:a-1@example.in" },
      { key: "mailbox:a0@example.in" },
    ]);

    expect((await db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key)).toEqual([
      "lead:recent",
    ]);
    expect((await db.selectFrom("sessions").select("id_hash").execute()).map((row) => row.id_hash)).toEqual([
      "live",
    ]);
    const tokens = await db
      .selectFrom("one_time_tokens")
      .select("token_hash")
      .orderBy("token_hash")
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual(["live", "used-just-now"]);
    expect(await db.selectFrom("passkey_challenges").select("challenge_hash").execute()).toEqual([
      { challenge_hash: "in-flight" },
    ]);
    expect(filesIn("uploads/.incoming")).toEqual(["arriving.part"]);
    expect(filesIn("uploads")).toEqual([".incoming", "kept.pdf"]);
    expect(filesIn("user-images/.incoming")).toEqual([]);
    expect(filesIn("user-images")).toEqual([".incoming", "abc-200.webp"]);

    // Nothing left to do the second time.
    expect(await pruneExpired(db, config, now)).toEqual({
      rateLimits: 0,
      sessions: 0,
      tokens: 0,
      challenges: 0,
      acknowledgementBudgets: 0,
      parts: 0,
    });
  });

  it("runs on its own timer, with no mail server configured", async () => {
    await app.db
      .insertInto("rate_limits")
      .values({ key: "login:old", window_start: ago(3 * DAY), hits: 1 })
      .execute();
    const log = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
    const maintenance = startMaintenance({ db: app.db, dialect, config, log, everyMs: 50 });
    try {
      await expect
        .poll(async () =>
          app.db.selectFrom("rate_limits").select("key").where("key", "=", "login:old").execute(),
        )
        .toEqual([]);
    } finally {
      await maintenance.stop();
    }
  });
});

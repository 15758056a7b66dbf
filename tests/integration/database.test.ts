import { readFileSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppDatabase,
  openDatabase,
  SQLITE_BUSY_TIMEOUT_MS,
  tableNames,
} from "~/server/db/database.server";
import { migrateTo, migrateToEmpty, migrateToLatest } from "~/server/db/migrate.server";
import type { Database, TableName } from "~/server/db/schema.server";
import { userMatches } from "~/server/db/search.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { schemaText } from "../support/schema-text";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();

/** One complete row for every table, inserted in this order (parents first). */
const rows: Record<TableName, Record<string, unknown>> = {
  users: {
    id: "u1",
    name: "Asha Rao",
    email: "asha@example.com",
    mobile: "9820012345",
    password_hash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
    image: "u1.webp",
    role: "admin",
    is_verified: 1,
    created_at: at(1),
    updated_at: at(2),
  },
  sessions: {
    id_hash: "h1",
    user_id: "u1",
    created_at: at(3),
    last_seen_at: at(4),
    expires_at: at(5),
    device: "Firefox on Windows",
    ip: "203.0.113.7",
    second_factor_pending: 0,
    confirmed_at: at(4),
  },
  one_time_tokens: {
    token_hash: "t1",
    user_id: "u1",
    purpose: "verify-email",
    created_at: at(3),
    expires_at: at(9),
    used_at: null,
  },
  feedback: {
    id: "f1",
    name: "Ravi",
    email: "ravi@example.com",
    message: "Good work",
    created_at: at(5),
    updated_at: at(5),
  },
  enquiries: {
    id: "e1",
    kind: "online",
    selection: "OnlineCertification",
    other_comment: null,
    course_selection: "Python",
    name: "Meera",
    mobile: "9820098200",
    email: "meera@example.com",
    general_comment: "Weekend batch?",
    created_at: at(6),
    updated_at: at(7),
  },
  course_enrolments: {
    id: "c1",
    name: "Kiran",
    mobile: "9820011111",
    email: "kiran@example.com",
    description: "Evenings",
    skills: JSON.stringify(["cProgramming", "nodeJs"]),
    total_fees: 5200,
    fees: JSON.stringify([
      { key: "cProgramming", label: "C Programming", fee: 2000 },
      { key: "nodeJs", label: "Node.js", fee: 3200 },
    ]),
    currency: "USD",
    seats_released_at: null,
    created_at: at(8),
    updated_at: at(8),
  },
  uploads: {
    id: "p1",
    source: "online",
    enquiry_id: "e1",
    work: null,
    original_name: "cv.pdf",
    stored_name: "2f1c.pdf",
    content_type: "application/pdf",
    size: 12345,
    sha256: "a".repeat(64),
    created_at: at(9),
    updated_at: at(9),
  },
  applications: {
    id: "ap1",
    name: "Ravi Kumar",
    email: "ravi@example.in",
    mobile: "9820012346",
    note: "Available from January.",
    opening_slug: "junior-react-developer",
    opening_title: "Junior React Developer",
    original_name: "Ravi CV.pdf",
    stored_name: "ap1.pdf",
    content_type: "application/pdf",
    size: 2048,
    sha256: "c".repeat(64),
    created_at: at(8),
    updated_at: at(8),
  },
  waitlist: {
    id: "w1",
    name: "Asha Patil",
    email: "asha@example.in",
    mobile: "9820012347",
    course_key: "javaProgramming",
    course_name: "Java",
    told_at: null,
    created_at: at(8),
    updated_at: at(8),
  },
  data_requests: {
    id: "d1",
    email: "asha@example.in",
    request: "erase",
    note: "Everything, please",
    token_hash: "ab12",
    due_on: "2027-01-05",
    done_at: at(9),
    outcome: "erased",
    done_note: "",
    created_at: at(8),
    updated_at: at(9),
  },
  mail_outbox: {
    id: "m1",
    to_address: "info@example.com",
    subject: "New feedback",
    text_body: "Hello",
    html_body: "<p>Hello</p>",
    reply_to: "visitor@example.in",
    clear_when_sent: 0,
    status: "failed",
    attempts: 3,
    next_attempt_at: at(10),
    last_error: "connection refused",
    created_at: at(9),
    sent_at: null,
    lead_id: "f1",
    purpose: "notification",
  },
  not_found_reports: {
    id: "n1",
    path: "/old-page",
    referrer: "http://localhost:3000/",
    status: "new",
    created_at: at(11),
    updated_at: at(11),
  },
  audit_log: {
    id: "a1",
    actor_id: "u1",
    actor_email: "asha@example.com",
    action: "user.verified",
    target_type: "user",
    target_id: "u1",
    details: JSON.stringify({ is_verified: 1 }),
    created_at: at(12),
  },
  rate_limits: { key: "login:127.0.0.1", window_start: at(13), hits: 4 },
  totp_factors: {
    user_id: "u1",
    secret: "v1.iv.tag.sealed",
    confirmed_at: at(14),
    last_used_step: 59_000_000,
    created_at: at(13),
  },
  recovery_codes: { code_hash: "r1", user_id: "u1", created_at: at(14), used_at: null },
  second_factor_failures: { user_id: "u1", failures: 3, last_try_at: at(14) },
  passkeys: {
    id: "k1",
    user_id: "u1",
    name: "Laptop",
    public_key: "pQECAyYgASFYIA",
    counter: 4_000_000_000,
    transports: JSON.stringify(["internal"]),
    created_at: at(15),
    last_used_at: at(16),
  },
  passkey_challenges: { challenge_hash: "c1", user_id: null, purpose: "sign-in", expires_at: at(17) },
  content_areas: {
    area: "profile",
    draft: JSON.stringify({ name: "Asha Soft" }),
    revision: 2,
    draft_saved_at: at(18),
    draft_saved_by: "u1",
    live_version: 1,
  },
  content_versions: {
    area: "profile",
    version: 1,
    document: JSON.stringify({ name: "Asha Soft" }),
    published_at: at(18),
    published_by: "u1",
    restored_from: null,
  },
  content_state: { id: 1, generation: 1, changed_at: at(18), setup_shown_at: at(19) },
  media_files: {
    id: "m1",
    kind: "image",
    stored_name: "00000000-0000-4000-8000-000000000001.webp",
    content_type: "image/webp",
    size: 2048,
    sha256: "ab".repeat(32),
    original_name: "logo.png",
    uploaded_by: "u1",
    created_at: at(20),
  },
  leads: {
    id: "f1",
    kind: "feedback",
    stage: "lost",
    lost_reason: "Went elsewhere",
    assignee_id: "u1",
    name: "Ravi",
    email: "ravi@example.com",
    mobile: "",
    summary: "Good work",
    search_text: "Ravi\nravi@example.com\nGood work",
    first_contact_at: at(18),
    landing_page: "/services",
    referrer_host: "google.com",
    utm_source: "newsletter",
    visitor: "Hq2vXk8sLp4Zr1mYt6Wb0A",
    utm_medium: "email",
    utm_campaign: "diwali",
    device: "mobile",
    created_at: at(5),
    updated_at: at(19),
  },
  derived_stamps: { name: "lead-records", stamp: "0f3a" },
  lead_events: {
    id: "v1",
    lead_id: "f1",
    type: "stage",
    actor_id: "u1",
    actor_email: "asha@example.com",
    body: null,
    details: JSON.stringify({ from: "new", to: "lost", reason: "Went elsewhere" }),
    mail_id: null,
    created_at: at(19),
  },
  mail_templates: {
    key: "acknowledgement",
    subject: "Got it",
    body: "Hello,",
    enabled: 0,
    updated_at: at(20),
    updated_by: "asha@example.com",
  },
  acknowledgement_budgets: { key: "mailbox:ravi@example.com", day: "2026-11-22", used: 1 },
  digest_subscriptions: { user_id: "u1", last_sent_on: "2026-11-22", created_at: at(21) },
  analytics_salts: { day: "2026-11-22", salt: "c2FsdC1vZi10aGUtZGF5" },
  page_views: {
    day: "2026-11-22",
    visitor: "k3Jm9Qx1Zb0aT7cVw2LpEe",
    path: "/services",
    landing_page: "/services",
    referrer_host: "google.com",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "diwali",
    device: "mobile",
    minute: 29_401_020,
  },
  traffic_daily: {
    day: "2026-11-22",
    dimension: "source",
    value: "newsletter",
    views: 2,
    visitors: 1,
    converted: 1,
  },
  traffic_final_days: { day: "2026-11-22" },
  course_batches: { course_key: "nodeJs", starts_on: "2027-01-10", seats: 30 },
  course_batch_enrolments: {
    course_key: "nodeJs",
    starts_on: "2027-01-10",
    enrolment_id: "c1",
    reminded_at: "2027-01-08T03:30:00.000Z",
  },
  course_payments: {
    id: "p1",
    enrolment_id: "c1",
    currency: "USD",
    amount: 2000,
    paid_on: "2026-11-22",
    reference: "utr 4411",
    reference_key: "UTR4411",
    receipt_number: "2026-27/0001",
    stored_name: "r1.pdf",
    recorded_by: "asha@example.com",
    created_at: at(11),
  },
  receipt_counters: { financial_year: "2026-27", last: 1 },
  mail_attachments: {
    mail_id: "m1",
    position: 0,
    stored_name: "r1.pdf",
    file_name: "receipt-2026-27-0001.pdf",
    content_type: "application/pdf",
  },
  interviews: {
    id: "i1",
    lead_id: "f1",
    starts_at: at(30),
    minutes: 45,
    mode: "video",
    place: "https://meet.example.com/abc",
    interviewer_id: "u1",
    interviewer_email: "asha@example.com",
    sequence: 1,
    cancelled_at: null,
    created_at: at(3),
    updated_at: at(4),
  },
};

const tables = Object.keys(rows) as TableName[];
/** The migrations release 1.1.0 ran and recorded, folded into the first one since. */
const migrationsOf110 = [
  "0001-initial",
  "0002-mail-reply-to",
  "0003-users-list-indexes",
  "0004-users-search",
  "0005-users-search-by-rowid",
  "0006-normalised-mobiles",
  "0007-mail-clear-when-sent",
  "0008-session-devices",
  "0009-two-factor",
  "0010-site-content",
  "0011-lead-pipeline",
  "0012-lead-search-changes",
  "0013-leads-waiting-index",
  "0014-covering-lead-indexes",
  "0015-lead-counts",
  "0016-acknowledgement-budgets",
  "0017-reauthentication",
  "0018-one-inbox-query",
  "0019-lead-labels",
  "0020-lead-sources",
  "0021-page-views",
  "0022-course-batches",
  "0023-job-applications",
  "0024-bounded-traffic",
  "0025-seats-from-enrolments",
  "0026-derived-stamps",
  "0027-enrolment-names",
  "0029-payments-and-receipts",
  "0030-waitlist",
  "0031-batch-reminders",
  "0032-hiring-stages",
  "0033-opening-applicants",
  "0035-interviews",
  "0036-converting-visitors",
  "0037-data-requests",
];
const migrations = ["0037-schema-of-1.1.0"];
const [firstMigration = ""] = migrations;

describe.each(testDialects)("database on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    db = database.db;
  });

  afterAll(async () => {
    await db?.destroy();
    await test?.drop();
  });

  it("migrates up, down to nothing, and up again", async () => {
    expect(await migrateToLatest(database)).toEqual(migrations);
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await tableNames(db)).toEqual([...tables].sort());

    await migrateToEmpty(database);
    expect(await db.introspection.getTables()).toEqual([]);

    expect(await migrateToLatest(database)).toEqual(migrations);
    expect(await tableNames(db)).toEqual([...tables].sort());
  });

  describe("from release 1.1.0", () => {
    // A database of its own, at the first migration, as 1.1.0 would have left it.
    let before: TestDatabase;
    let at110: AppDatabase;
    beforeAll(async () => {
      before = await createTestDatabase(dialect);
      at110 = openDatabase(before.url);
      await migrateTo(at110, firstMigration);
    });
    afterAll(async () => {
      await at110?.db.destroy();
      await before?.drop();
    });

    it("makes, in the first migration, the schema release 1.1.0's migrations made", async () => {
      const made = readFileSync(new URL(`fixtures/schema-1.1.0-${dialect}.txt`, import.meta.url), "utf8");
      expect(`${await schemaText(at110)}\n`).toBe(made);
    });

    it("takes on a database release 1.1.0 left as it is, and refuses one an older release left", async () => {
      const recorded = at110.db.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
      const names = async () =>
        (await recorded.selectFrom("kysely_migration").select("name").orderBy("name").execute()).map(
          (row) => row.name,
        );
      const recordAs = async (old: string[]) => {
        await recorded.deleteFrom("kysely_migration").execute();
        await recorded
          .insertInto("kysely_migration")
          .values(old.map((name) => ({ name, timestamp: at(1) })))
          .execute();
      };
      const emails = () => at110.db.selectFrom("users").select("email").execute();
      await at110.db
        .insertInto("users")
        .values(rows.users as never)
        .execute();

      await recordAs(migrationsOf110.slice(0, -3));
      await expect(migrateToLatest(at110)).rejects.toThrow(
        "This database was last changed by a release older than 1.1.0 (migration 0033-opening-applicants): start release 1.1.0 on it once, then this one.",
      );
      expect(await emails()).toEqual([{ email: rows.users.email }]);

      await recordAs(migrationsOf110);
      expect(await migrateToLatest(at110)).toEqual(migrations.slice(1));
      expect(await names()).toEqual(migrations);
      expect(await emails()).toEqual([{ email: rows.users.email }]);
    });
  });

  it.each(tables)("writes and reads back a row of %s", async (table) => {
    await db
      .insertInto(table)
      .values(rows[table] as never)
      .execute();
    const stored = await db.selectFrom(table).selectAll().execute();
    expect(stored).toEqual([rows[table]]);
  });

  it("fills the defaults of a new user and lead", async () => {
    await db
      .insertInto("users")
      .values({
        id: "u2",
        name: "B",
        email: "b@example.com",
        mobile: "1",
        password_hash: null,
        image: null,
        created_at: at(1),
        updated_at: at(1),
      })
      .execute();
    const user = await db
      .selectFrom("users")
      .select(["role", "is_verified"])
      .where("id", "=", "u2")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: "user", is_verified: 0 });
  });

  it("refuses a second user with the same e-mail", async () => {
    const again = db
      .insertInto("users")
      .values({ ...rows.users, id: "u3" } as never)
      .execute();
    await expect(again).rejects.toThrow(/unique/i);
  });

  it("refuses values outside the allowed sets", async () => {
    await expect(
      db
        .insertInto("not_found_reports")
        .values({ ...rows.not_found_reports, id: "n2", status: "lost" } as never)
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .insertInto("leads")
        .values({ ...rows.leads, id: "f2", stage: "handled" } as never)
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .updateTable("users")
        .set({ is_verified: 2 as never })
        .where("id", "=", "u1")
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .updateTable("sessions")
        .set({ second_factor_pending: 2 as never })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it("deletes a user's sessions, tokens and second factors with the user, and keeps the audit trail", async () => {
    await db
      .insertInto("passkey_challenges")
      .values({ ...rows.passkey_challenges, challenge_hash: "c2", user_id: "u1" } as never)
      .execute();
    await db.deleteFrom("users").where("id", "=", "u1").execute();
    for (const table of [
      "sessions",
      "one_time_tokens",
      "totp_factors",
      "recovery_codes",
      "second_factor_failures",
      "passkeys",
    ] as const) {
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    expect(await db.selectFrom("passkey_challenges").select("challenge_hash").execute()).toEqual([
      { challenge_hash: "c1" },
    ]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["actor_id", "actor_email"])
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_id: null, actor_email: "asha@example.com" });
  });

  it("compares timestamps in time order", async () => {
    const due = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("next_attempt_at", "<=", at(10))
      .where("next_attempt_at", ">", at(9))
      .execute();
    expect(due).toEqual([{ id: "m1" }]);
  });

  it.runIf(dialect === "sqlite")(
    "runs SQLite with WAL, synchronous=FULL, foreign keys and the busy timeout on the app's connection",
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];
      expect(await pragma("synchronous")).toBe(2);
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(SQLITE_BUSY_TIMEOUT_MS);
    },
  );

  it.runIf(dialect === "sqlite")(
    "keeps the user search index in step with users, and rebuilds it at start when rowids moved",
    async () => {
      const matching = async (text: string) =>
        (
          await db.selectFrom("users").select("id").where(userMatches(dialect, text)).orderBy("id").execute()
        ).map((row) => row.id);
      const person = (id: string, name: string) => ({
        id,
        name,
        email: `${id}@example.com`,
        mobile: "9820012345",
        created_at: at(1),
        updated_at: at(1),
      });
      await db
        .insertInto("users")
        .values([person("s1", "Asha Sharma"), person("s2", "Ravi Nair")])
        .execute();
      expect(await matching("sharma")).toEqual(["s1"]);
      await db.updateTable("users").set({ name: "Meera Iyer" }).where("id", "=", "s2").execute();
      expect(await matching("meera")).toEqual(["s2"]);
      expect(await matching("nair")).toEqual([]);
      // What SQLite allows VACUUM to do to a table with a text key: renumber its rowids.
      await sql`update users set rowid = rowid + 1000`.execute(db);
      expect(await matching("meera")).toEqual([]);
      expect(await migrateToLatest(database)).toEqual([]);
      expect(await matching("meera")).toEqual(["s2"]);
      expect(await matching("sharma")).toEqual(["s1"]);
      await db.deleteFrom("users").where("id", "=", "s2").execute();
      expect(await matching("meera")).toEqual([]);
    },
  );

  it.runIf(dialect === "postgres")(
    "fails only the transaction whose connection the server ends, and keeps the process and the pool",
    async () => {
      const outside = new pg.Client({ connectionString: test.url });
      await outside.connect();
      try {
        const ended = db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await outside.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
          await sql`select pg_sleep(0.2)`.execute(trx);
        });
        await expect(ended).rejects.toThrow();
        // An 'error' event without a listener would have ended this process before here.
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await outside.end();
      }
    },
  );
});

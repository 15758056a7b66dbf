import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const at = new Date(Date.UTC(2026, 11, 5, 10)).toISOString();

const lead = (kind: string, name: string) => ({
  id: randomUUID(),
  kind,
  stage: "new",
  name,
  email: `${name.toLowerCase()}@example.in`,
  mobile: "",
  summary: "",
  search_text: name,
  created_at: at,
  updated_at: at,
});

// `leads.kind` takes "waitlist" once 0030 has run; on SQLite `leads` is rebuilt, keeping every
// lead, its timeline and its place in the search index.
describe.each(testDialects)("migration 0030 (waitlist) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;
  const before = [lead("applications", "Meera"), lead("enrolments", "Kabir")];

  const found = async (text: string) =>
    (dialect === "sqlite"
      ? await sql<{ id: string }>`select id from leads
          where rowid in (select rowid from leads_search where leads_search match ${`"${text}"`})`.execute(db)
      : await sql<{ id: string }>`select id from leads where search_text ilike ${`%${text}%`}`.execute(db)
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    db = database.db as unknown as Loose;
    await migrateTo(database, "0027-enrolment-names");
    await db.insertInto("leads").values(before).execute();
    await db
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        lead_id: before[0]?.id,
        type: "note",
        actor_email: "a@example.in",
        created_at: at,
      })
      .execute();
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("refuses a waitlist lead before it, and takes one after, keeping every lead, event and index entry", async () => {
    const waiting = lead("waitlist", "Neha");
    await expect(db.insertInto("leads").values(waiting).execute()).rejects.toThrow();
    await migrateToLatest(database);
    await db.insertInto("leads").values(waiting).execute();
    await db
      .insertInto("waitlist")
      .values({
        id: waiting.id,
        email: waiting.email,
        course_key: "javaProgramming",
        course_name: "Java",
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect(await db.selectFrom("waitlist").select(["name", "mobile", "told_at"]).execute()).toEqual([
      { name: "", mobile: "", told_at: null },
    ]);
    expect(await db.selectFrom("lead_events").select("lead_id").execute()).toEqual([
      { lead_id: before[0]?.id },
    ]);
    expect(await found("Meera")).toEqual([before[0]?.id]);
    expect(await found("Neha")).toEqual([waiting.id]);
    await expect(db.insertInto("leads").values(lead("nonsense", "Zed")).execute()).rejects.toThrow();
    if (dialect === "sqlite") expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
  });

  it("goes back down without the waitlist's leads and table, the others kept", async () => {
    await migrateTo(database, "0027-enrolment-names");
    expect((await db.selectFrom("leads").select("id").execute()).map((row) => row.id).sort()).toEqual(
      before.map((row) => row.id).sort(),
    );
    expect((await database.db.introspection.getTables()).map((table) => table.name)).not.toContain(
      "waitlist",
    );
    expect(await found("Kabir")).toEqual([before[1]?.id]);
    await migrateToLatest(database);
  });
});

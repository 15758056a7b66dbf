import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const at = new Date(Date.UTC(2026, 10, 20, 10)).toISOString();

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

// `leads.kind` takes "applications" once 0023 has run. SQLite cannot alter a CHECK, so
// the migration rebuilds `leads`: every lead, its timeline and its place in the search index stay.
describe.each(testDialects)("migration 0023 (job applications) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;
  const before = [lead("feedback", "Meera"), lead("uploads", "Kabir")];

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
    await migrateTo(database, "0021-page-views");
    await db.insertInto("leads").values(before).execute();
    await db
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        lead_id: before[0]?.id,
        type: "note",
        actor_email: "admin@example.in",
        body: "Called back.",
        created_at: at,
      })
      .execute();
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("refuses an application lead before it, and takes one after, keeping every lead, event and index entry", async () => {
    const application = lead("applications", "Ravi");
    await expect(db.insertInto("leads").values(application).execute()).rejects.toThrow();
    await migrateTo(database, "0031-batch-reminders");
    await db.insertInto("leads").values(application).execute();
    expect((await db.selectFrom("leads").select(["id", "kind"]).orderBy("name").execute()).length).toBe(3);
    expect(await db.selectFrom("lead_events").select("lead_id").execute()).toEqual([
      { lead_id: before[0]?.id },
    ]);
    expect(await found("Meera")).toEqual([before[0]?.id]);
    expect(await found("Ravi")).toEqual([application.id]);
    await expect(db.insertInto("leads").values(lead("nonsense", "Zed")).execute()).rejects.toThrow();
    if (dialect === "sqlite") {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master
        where tbl_name = 'leads' and type in ('index', 'trigger') order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(["leads_created_at", "leads_search_insert", "leads_search_update"]),
      );
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      // Foreign keys are enforced again: an event of no lead is refused.
      await expect(
        db
          .insertInto("lead_events")
          .values({ id: randomUUID(), lead_id: randomUUID(), type: "note", actor_email: "x", created_at: at })
          .execute(),
      ).rejects.toThrow();
    }
  });

  it("goes back down without the applications' leads and their table, the others kept", async () => {
    await migrateTo(database, "0021-page-views");
    expect(
      (await db.selectFrom("leads").select("id").orderBy("name").execute()).map((row) => row.id).sort(),
    ).toEqual(before.map((row) => row.id).sort());
    expect((await database.db.introspection.getTables()).map((table) => table.name)).not.toContain(
      "applications",
    );
    expect(await found("Kabir")).toEqual([before[1]?.id]);
    await migrateToLatest(database);
  });
});

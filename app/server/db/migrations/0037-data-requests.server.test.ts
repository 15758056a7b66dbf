import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const at = new Date(Date.UTC(2026, 11, 6, 10)).toISOString();

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

// `leads.kind` takes "data_requests" once 0037 has run, keeping every lead and its search entry.
describe.each(testDialects)("migration 0037 (data requests) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;
  const before = [lead("waitlist", "Meera"), lead("feedback", "Kabir")];

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
    await migrateTo(database, "0035-interviews");
    await db.insertInto("leads").values(before).execute();
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("refuses a data request lead before it, and takes one after, keeping every lead and index entry", async () => {
    const request = lead("data_requests", "Neha");
    await expect(db.insertInto("leads").values(request).execute()).rejects.toThrow();
    await migrateToLatest(database);
    await db.insertInto("leads").values(request).execute();
    const row = {
      id: request.id,
      email: request.email,
      request: "erase",
      token_hash: "ab",
      due_on: "2027-01-05",
      created_at: at,
      updated_at: at,
    };
    await db.insertInto("data_requests").values(row).execute();
    await expect(
      db
        .insertInto("data_requests")
        .values({ ...row, id: randomUUID() })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("data_requests")
        .values({ ...row, id: randomUUID(), token_hash: "cd", request: "sell" })
        .execute(),
    ).rejects.toThrow();
    expect(await found("Meera")).toEqual([before[0]?.id]);
    expect(await found("Neha")).toEqual([request.id]);
    if (dialect === "sqlite") expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
  });

  it("goes back down without the requests' leads and table, the others kept", async () => {
    await migrateTo(database, "0035-interviews");
    expect((await db.selectFrom("leads").select("id").execute()).map((row) => row.id).sort()).toEqual(
      before.map((row) => row.id).sort(),
    );
    expect((await database.db.introspection.getTables()).map((table) => table.name)).not.toContain(
      "data_requests",
    );
    expect(await found("Kabir")).toEqual([before[1]?.id]);
    await migrateToLatest(database);
  });
});

import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const lead = (name: string) => {
  const at = new Date(Date.UTC(2026, 10, 20, 10)).toISOString();
  return {
    id: randomUUID(),
    kind: "feedback",
    stage: "new",
    name,
    email: "",
    mobile: "",
    summary: "",
    search_text: name,
    created_at: at,
    updated_at: at,
  };
};

// SQLite's lead search index is kept by triggers like the users' one. A database of 0017
// holds leads that no search has indexed yet, and counts of leads by group; after 0018 every lead is
// found, each change to a lead reaches the index in its own commit, and the machinery is gone.
describe("migration 0018 (one inbox query) on sqlite", () => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;

  /** The ids of the leads whose text contains `text`, from the FTS5 index. */
  const found = async (text: string) =>
    (
      await sql<{ id: string }>`select id from leads
        where rowid in (select rowid from leads_search where leads_search match ${`"${text}"`})`.execute(
        database.db,
      )
    ).rows
      .map((row) => row.id)
      .sort();
  const tables = async () => (await database.db.introspection.getTables()).map((table) => table.name);
  const integrityCheck = () =>
    sql`insert into leads_search (leads_search, rank) values ('integrity-check', 1)`.execute(database.db);

  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    database = openDatabase(test.url);
    db = database.db as unknown as Loose;
    await migrateTo(database, "0017-reauthentication");
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("indexes the leads 0017 had left for the next search, and drops the counts and the index's record", async () => {
    // Under 0017 a new lead waits for the next search to be indexed.
    const waiting = [lead("Okapi one"), lead("Okapi two")];
    await db.insertInto("leads").values(waiting).execute();
    expect(await found("okapi")).toEqual([]);
    expect(await tables()).toEqual(expect.arrayContaining(["lead_counts", "leads_search_progress"]));

    expect(await migrateToLatest(database)).toContain("0018-one-inbox-query");
    expect(await found("okapi")).toEqual(waiting.map((row) => row.id).sort());
    const left = await tables();
    expect(left).not.toContain("lead_counts");
    expect(left).not.toContain("leads_search_progress");
    await integrityCheck();
  });

  it("keeps the index in the commit of every insert, change of text and delete", async () => {
    const [first, second] = [lead("Tapir one"), lead("Tapir two")];
    await db.insertInto("leads").values(first).execute();
    await db.insertInto("leads").values(second).execute();
    expect(await found("tapir")).toEqual([first.id, second.id].sort());
    await db.updateTable("leads").set({ search_text: "Quagga two" }).where("id", "=", second.id).execute();
    expect(await found("tapir")).toEqual([first.id]);
    expect(await found("quagga")).toEqual([second.id]);
    await db.deleteFrom("leads").where("id", "=", first.id).execute();
    expect(await found("tapir")).toEqual([]);
    // A change to other columns leaves the index alone.
    await db.updateTable("leads").set({ stage: "won" }).where("id", "=", second.id).execute();
    expect(await found("quagga")).toEqual([second.id]);
    await integrityCheck();
  });

  it("goes back to 0017 with every lead indexed and counted by group, and up again", async () => {
    await migrateTo(database, "0017-reauthentication");
    const progress = await sql<{ behind: number; changes: number }>`select
      indexed_to < (select max(rowid) from leads) as behind, changes from leads_search_progress`.execute(
      database.db,
    );
    expect(progress.rows).toEqual([{ behind: 0, changes: 0 }]);
    const counted = await sql<{ leads: number }>`select sum(leads) as leads from lead_counts`.execute(
      database.db,
    );
    const leads = await db
      .selectFrom("leads")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(counted.rows[0]?.leads).toBe(leads.n);
    // 0012's triggers are back: a change of text counts as a change of the index.
    const quagga = (await found("quagga"))[0] ?? "";
    await db.updateTable("leads").set({ search_text: "Zebra" }).where("id", "=", quagga).execute();
    const changed = await sql<{ changes: number }>`select changes from leads_search_progress`.execute(
      database.db,
    );
    expect(changed.rows).toEqual([{ changes: 1 }]);
    await integrityCheck();

    await migrateToLatest(database);
    expect(await found("zebra")).toEqual([quagga]);
    await integrityCheck();
  });
});

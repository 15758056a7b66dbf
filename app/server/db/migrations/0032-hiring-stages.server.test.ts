import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const at = new Date(Date.UTC(2026, 11, 5, 10)).toISOString();

const lead = (kind: string, stage: string, name: string) => ({
  id: randomUUID(),
  kind,
  stage,
  name,
  email: `${name.toLowerCase()}@example.in`,
  mobile: "",
  summary: "",
  search_text: name,
  created_at: at,
  updated_at: at,
});

const salesStages = ["new", "contacted", "qualified", "won", "lost"];

// Applications move to hiring stages, every other kind keeps its sales stage, and from then on the
// database takes no stage of the other pipeline. On SQLite `leads` is rebuilt, keeping the index.
describe.each(testDialects)("migration 0032 (hiring stages) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;
  const applications = salesStages.map((stage, index) => lead("applications", stage, `Applicant${index}`));
  const feedback = lead("feedback", "won", "Kabir");
  const event = { id: randomUUID(), details: JSON.stringify({ from: "qualified", to: "won" }) };

  const stagesById = async () =>
    Object.fromEntries(
      (await db.selectFrom("leads").select(["id", "stage"]).execute()).map((row) => [row.id, row.stage]),
    );

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    db = database.db as unknown as Loose;
    await migrateTo(database, "0031-batch-reminders");
    await db
      .insertInto("leads")
      .values([...applications, feedback])
      .execute();
    for (const [leadId, id] of [
      [applications[3]?.id, event.id],
      [feedback.id, randomUUID()],
    ])
      await db
        .insertInto("lead_events")
        .values({
          id,
          lead_id: leadId,
          type: "stage",
          actor_email: "a@example.in",
          details: event.details,
          created_at: at,
        })
        .execute();
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("moves each application to the hiring stage it meant, its timeline too, and refuses the other pipeline's stages", async () => {
    await migrateToLatest(database);
    expect(await stagesById()).toEqual({
      ...Object.fromEntries(
        applications.map((row, index) => [
          row.id,
          ["applied", "screening", "interview", "hired", "not_selected"][index],
        ]),
      ),
      [feedback.id]: "won",
    });
    const details = await db.selectFrom("lead_events").select(["id", "details"]).execute();
    expect(details.find((row) => row.id === event.id)?.details).toBe(
      JSON.stringify({ from: "interview", to: "hired" }),
    );
    expect(details.find((row) => row.id !== event.id)?.details).toBe(event.details);
    await expect(
      db
        .insertInto("leads")
        .values(lead("applications", "won", "Zed"))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("leads")
        .values(lead("feedback", "hired", "Zoe"))
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("leads")
      .values(lead("applications", "offer", "Asha"))
      .execute();
    if (dialect === "sqlite") {
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      const found = await sql<{ id: string }>`select id from leads
          where rowid in (select rowid from leads_search where leads_search match '"Kabir"')`.execute(db);
      expect(found.rows.map((row) => row.id)).toEqual([feedback.id]);
    }
  });

  it("goes back down to the sales stages", async () => {
    await db.deleteFrom("leads").where("name", "=", "Asha").execute();
    await migrateTo(database, "0031-batch-reminders");
    expect(await stagesById()).toEqual(
      Object.fromEntries([...applications, feedback].map((row) => [row.id, row.stage])),
    );
    await migrateToLatest(database);
  });
});

import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";
import { tableNames } from "../tables.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const template = (key: string, subject: string, body: string, enabled = 1) => ({
  key,
  subject,
  body,
  enabled,
  updated_at: new Date(Date.UTC(2026, 10, 20)).toISOString(),
  updated_by: "boss@example.in",
});

// The acknowledgement carries no visitor text, so the admins' version of it loses {name}
// when the database is migrated; the reply templates keep theirs.
describe.each(testDialects)("migration 0016 (acknowledgement budgets) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    db = database.db as unknown as Loose;
    await migrateTo(database, "0015-lead-counts");
    await db
      .insertInto("mail_templates")
      .values([
        template(
          "acknowledgement",
          "Thanks, {name}: we got {what}",
          "Hello {name},\n\nDear ({name}), {company} got {what}.\n{name}",
          0,
        ),
        template("reply-thanks", "Hi {name}", "Hello {name},"),
      ])
      .execute();
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("takes {name} out of the acknowledgement, keeping the rest of its text and its off", async () => {
    expect(await migrateToLatest(database)).toContain("0016-acknowledgement-budgets");
    const rows = await db
      .selectFrom("mail_templates")
      .select(["key", "subject", "body", "enabled"])
      .orderBy("key")
      .execute();
    expect(rows).toEqual([
      {
        key: "acknowledgement",
        subject: "Thanks,: we got {what}",
        body: "Hello,\n\nDear (), {company} got {what}.\n",
        enabled: 0,
      },
      { key: "reply-thanks", subject: "Hi {name}", body: "Hello {name},", enabled: 1 },
    ]);
    const tables = await tableNames(database.db);
    expect(tables).toContain("acknowledgement_budgets");
    expect(tables).not.toContain("acknowledgements");
  });

  it("goes back to 0011's numbered slots", async () => {
    await migrateTo(database, "0015-lead-counts");
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain("acknowledgements");
    expect(tables).not.toContain("acknowledgement_budgets");
    await migrateToLatest(database);
  });
});

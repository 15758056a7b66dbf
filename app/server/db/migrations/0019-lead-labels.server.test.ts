import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const at = new Date(Date.UTC(2026, 10, 20, 10)).toISOString();

/** An enquiry and its lead as the app stored them before 0019: the codes in the lead's record. */
function enquiry(kind: "need" | "online", selection: string, courseSelection: string | null, name: string) {
  const id = randomUUID();
  const codes = [selection, courseSelection, "A shop"].filter(Boolean);
  return {
    enquiry: {
      id,
      kind,
      selection,
      other_comment: null,
      course_selection: courseSelection,
      name,
      mobile: "9876543210",
      email: `${name.toLowerCase()}@example.com`,
      general_comment: "A shop",
      created_at: at,
      updated_at: at,
    },
    lead: {
      id,
      kind,
      stage: "new",
      name,
      email: `${name.toLowerCase()}@example.com`,
      mobile: "9876543210",
      summary: codes.join(" · "),
      search_text: [name, `${name.toLowerCase()}@example.com`, "9876543210", ...codes].join("\n"),
      created_at: at,
      updated_at: at,
    },
  };
}

/** An upload from the jobs page and its lead as the app stored them before 0019. */
function upload() {
  const id = randomUUID();
  return {
    upload: {
      id,
      source: "jobs",
      enquiry_id: null,
      original_name: "cv.pdf",
      stored_name: `${id}.pdf`,
      content_type: "application/pdf",
      size: 2048,
      sha256: "a".repeat(64),
      created_at: at,
      updated_at: at,
    },
    lead: {
      id,
      kind: "uploads",
      stage: "new",
      name: "",
      email: "",
      mobile: "",
      summary: "cv.pdf · jobs",
      search_text: "cv.pdf\napplication/pdf\n2.0 kB\njobs",
      created_at: at,
      updated_at: at,
    },
  };
}

// Leads stored before the labels keep "WebDevelopment" in what the inbox lists,
// the digest mails and the search reads. 0019 rebuilds them with the labels, and down puts the codes back.
describe.each(testDialects)("migration 0019 (lead labels) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;
  const need = enquiry("need", "WebDevelopment", null, "Asha");
  const online = enquiry("online", "OnlineCertification", "Python", "Ravi");
  const none = enquiry("need", "", null, "Meera");
  const file = upload();

  const records = () =>
    db
      .selectFrom("leads")
      .select(["name", "summary", "search_text"])
      .where("kind", "<>", "uploads")
      .orderBy("name")
      .execute();
  const uploadRecord = () =>
    db
      .selectFrom("leads")
      .select(["summary", "search_text"])
      .where("id", "=", file.lead.id)
      .executeTakeFirst();

  /** The names of the leads a search for `text` finds, as the inbox's search reads the index. */
  const found = async (text: string) =>
    dialect === "sqlite"
      ? (
          await sql<{ name: string }>`select name from leads where rowid in
            (select rowid from leads_search where leads_search match ${`"${text}"`}) order by name`.execute(
            database.db,
          )
        ).rows.map((row) => row.name)
      : (
          await sql<{
            name: string;
          }>`select name from leads where search_text ilike ${`%${text}%`} order by name`.execute(database.db)
        ).rows.map((row) => row.name);

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    db = database.db as unknown as Loose;
    await migrateTo(database, "0018-one-inbox-query");
    await db.insertInto("enquiries").values([need.enquiry, online.enquiry, none.enquiry]).execute();
    await db.insertInto("uploads").values(file.upload).execute();
    await db.insertInto("leads").values([need.lead, online.lead, none.lead, file.lead]).execute();
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("rebuilds each enquiry's summary and search text with the labels the visitor chose", async () => {
    expect(await found("web development")).toEqual([]);
    expect(await migrateToLatest(database)).toContain("0019-lead-labels");
    expect(await records()).toEqual([
      {
        name: "Asha",
        summary: "Web Development · A shop",
        search_text: "Asha\nasha@example.com\n9876543210\nWeb Development\nA shop",
      },
      { name: "Meera", summary: "A shop", search_text: "Meera\nmeera@example.com\n9876543210\nA shop" },
      {
        name: "Ravi",
        summary:
          "Online Certification Course · Python, Angular UI, MongoosDB, MongoDB or Node.js/Express.js · A shop",
        search_text:
          "Ravi\nravi@example.com\n9876543210\nOnline Certification Course\nPython, Angular UI, MongoosDB, MongoDB or Node.js/Express.js\nA shop",
      },
    ]);
    expect(await found("web development")).toEqual(["Asha"]);
    expect(await found("WebDevelopment")).toEqual([]);
    expect(await uploadRecord()).toEqual({
      summary: "cv.pdf · Jobs page",
      search_text: "cv.pdf\napplication/pdf\n2.0 kB\nJobs page",
    });
  });

  it("puts the codes back going down", async () => {
    await migrateTo(database, "0018-one-inbox-query");
    expect(await records()).toEqual(
      [need.lead, none.lead, online.lead].map(({ name, summary, search_text }) => ({
        name,
        summary,
        search_text,
      })),
    );
    expect(await found("WebDevelopment")).toEqual(["Asha"]);
    expect(await uploadRecord()).toEqual({ summary: file.lead.summary, search_text: file.lead.search_text });
  });
});

import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../../tests/support/databases";
import { type AppDatabase, openDatabase } from "../database.server";
import { migrateTo, migrateToLatest } from "../migrate.server";

// A database from before the pipeline, with new and handled leads of every
// kind, migrates with every lead present at the matching stage, and back.

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 9, day, hour)).toISOString();

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** The lead kinds there were when migration 0011 was written (applications came with 0023). */
const leadKinds = ["feedback", "need", "online", "enrolments", "uploads"] as const;

interface Seeded {
  id: string;
  kind: (typeof leadKinds)[number];
  status: "new" | "handled";
  created_at: string;
  updated_at: string;
}

describe.each(testDialects)("migration 0011 (lead pipeline) on %s", (dialect) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let db: Loose;
  const seeded: Seeded[] = [];
  const admin = randomUUID();

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    db = database.db as unknown as Loose;
    await migrateTo(database, "0009-two-factor");
    await db
      .insertInto("users")
      .values({
        id: admin,
        name: "Boss",
        email: "boss@example.in",
        mobile: "9820012345",
        password_hash: null,
        image: null,
        role: "admin",
        is_verified: 1,
        created_at: at(1),
        updated_at: at(1),
      })
      .execute();
    // Two of each kind, one new and one handled, plus a handled one the audit log knows nothing of.
    for (const [index, kind] of leadKinds.entries()) {
      for (const status of ["new", "handled", "handled"] as const) {
        const id = randomUUID();
        const created_at = at(2 + index, seeded.length % 12);
        const updated_at = at(20 + index);
        seeded.push({ id, kind, status, created_at, updated_at });
        const lead = { id, status, created_at, updated_at };
        const person = { name: `Person ${seeded.length}`, email: `Person.${seeded.length}@Example.com` };
        if (kind === "feedback")
          await db
            .insertInto("feedback")
            .values({ ...lead, ...person, message: "Hello" })
            .execute();
        if (kind === "need" || kind === "online")
          await db
            .insertInto("enquiries")
            .values({
              ...lead,
              ...person,
              kind,
              selection: "WebDevelopment",
              other_comment: null,
              course_selection: kind === "online" ? "Java" : null,
              mobile: "9876543210",
              general_comment: "A shop",
            })
            .execute();
        if (kind === "enrolments")
          await db
            .insertInto("course_enrolments")
            .values({
              ...lead,
              email: person.email,
              mobile: "9876500000",
              description: "Evenings",
              skills: JSON.stringify(["cProgramming", "javaProgramming"]),
              total_fees: 6000,
            })
            .execute();
        if (kind === "uploads")
          await db
            .insertInto("uploads")
            .values({
              ...lead,
              source: "jobs",
              enquiry_id: null,
              original_name: `cv-${seeded.length}.pdf`,
              stored_name: `${id}.pdf`,
              content_type: "application/pdf",
              size: 2048,
              sha256: "a".repeat(64),
            })
            .execute();
      }
    }
    // A long message, and an enrolment in a course the catalogue does not know.
    const extra = { status: "new" as const, created_at: at(15), updated_at: at(15) };
    seeded.push({ id: "long-feedback", kind: "feedback", ...extra });
    await db
      .insertInto("feedback")
      .values({
        id: "long-feedback",
        ...extra,
        name: "Talker",
        email: "t@example.in",
        message: "word ".repeat(80),
      })
      .execute();
    seeded.push({ id: "odd-enrolment", kind: "enrolments", ...extra });
    await db
      .insertInto("course_enrolments")
      .values({
        id: "odd-enrolment",
        ...extra,
        email: "o@example.in",
        mobile: "9876500001",
        description: "",
        skills: JSON.stringify(["nodeJs", "cobol"]),
        total_fees: 1234567,
      })
      .execute();
    // The first handled lead of each kind was marked handled, reopened and handled again by the admin.
    const audited = seeded.filter(
      (lead, index) => lead.status === "handled" && seeded[index - 1]?.status === "new",
    );
    for (const lead of audited) {
      for (const [action, day] of [
        ["lead.handled", 25],
        ["lead.reopened", 26],
        ["lead.handled", 27],
      ] as const) {
        await db
          .insertInto("audit_log")
          .values({
            id: randomUUID(),
            actor_id: admin,
            actor_email: "boss@example.in",
            action,
            target_type: "feedback",
            target_id: lead.id,
            details: null,
            created_at: at(day),
          })
          .execute();
      }
    }
    await db
      .insertInto("not_found_reports")
      .values({
        id: "n1",
        path: "/gone",
        referrer: null,
        status: "handled",
        created_at: at(3),
        updated_at: at(4),
      })
      .execute();
    // Up to the last migration before 0019, which rebuilds the records with labels (decision 046).
    await migrateTo(database, "0018-one-inbox-query");
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it("gives every lead of every kind its record: New stays New, Handled becomes Contacted", async () => {
    const leads = await db.selectFrom("leads").selectAll().orderBy("created_at").execute();
    expect(leads).toHaveLength(seeded.length);
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    for (const lead of seeded) {
      expect(byId.get(lead.id), `${lead.kind} ${lead.status}`).toMatchObject({
        kind: lead.kind,
        stage: lead.status === "new" ? "new" : "contacted",
        assignee_id: null,
        lost_reason: null,
        created_at: lead.created_at,
        updated_at: lead.updated_at,
      });
    }
    expect(new Set(leads.map((lead) => lead.kind))).toEqual(new Set(leadKinds));
  });

  it("dates the first contact from the first 'handled' in the audit log, else from the lead's last change", async () => {
    const leads = new Map(
      (await db.selectFrom("leads").select(["id", "first_contact_at"]).execute()).map((row) => [row.id, row]),
    );
    for (const [index, lead] of seeded.entries()) {
      const audited = lead.status === "handled" && seeded[index - 1]?.status === "new";
      const expected = lead.status === "new" ? null : audited ? at(25) : lead.updated_at;
      expect(leads.get(lead.id)?.first_contact_at, `${lead.kind} ${lead.status}`).toBe(expected);
    }
  });

  it("turns every mark handled and mark new of the audit log into a stage change with who and when", async () => {
    const events = await db
      .selectFrom("lead_events")
      .selectAll()
      .orderBy("lead_id")
      .orderBy("created_at")
      .execute();
    expect(events).toHaveLength(leadKinds.length * 3);
    const first = events.slice(0, 3);
    expect(first.map((event) => JSON.parse(String(event.details)))).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "new" },
      { from: "new", to: "contacted" },
    ]);
    expect(first[0]).toMatchObject({
      type: "stage",
      actor_id: admin,
      actor_email: "boss@example.in",
      created_at: at(25),
    });
  });

  it("keeps what the inbox lists and searches: the person, the summary and every column's text", async () => {
    const rows = await db.selectFrom("leads").selectAll().orderBy("created_at").execute();
    const of = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(of("feedback")[0]).toMatchObject({
      name: "Person 1",
      email: "person.1@example.com",
      summary: "Hello",
    });
    expect(of("online")[0]).toMatchObject({
      mobile: "9876543210",
      summary: "WebDevelopment · Java · A shop",
    });
    expect(of("enrolments")[0]).toMatchObject({ name: "", summary: "C Programming, Java · Evenings" });
    expect(String(of("enrolments")[0]?.search_text)).toContain("$6,000");
    expect(of("uploads")[0]).toMatchObject({
      name: "",
      email: "",
      summary: expect.stringMatching(/^cv-\d+\.pdf · jobs$/),
    });
  });

  it("searches every cell of the kind's list in column order, and cuts a long summary at 300 characters", async () => {
    const rows = await db.selectFrom("leads").selectAll().orderBy("created_at").execute();
    const first = (kind: string) => rows.find((row) => row.kind === kind);
    expect(first("feedback")?.search_text).toBe("Person 1\nPerson.1@Example.com\nHello");
    expect(first("need")?.search_text).toBe(
      "Person 4\nPerson.4@Example.com\n9876543210\nWebDevelopment\nA shop",
    );
    expect(first("online")?.search_text).toBe(
      "Person 7\nPerson.7@Example.com\n9876543210\nWebDevelopment\nJava\nA shop",
    );
    expect(first("enrolments")?.search_text).toBe(
      "Person.10@Example.com\n9876500000\nEvenings\nC Programming, Java\n$6,000",
    );
    expect(first("uploads")?.search_text).toBe("cv-13.pdf\napplication/pdf\n2.0 kB\njobs");
    const long = rows.find((row) => row.id === "long-feedback");
    expect(long?.summary).toBe(`${"word ".repeat(80).slice(0, 299)}…`);
    expect(rows.find((row) => row.id === "odd-enrolment")).toMatchObject({
      summary: "Node.js, cobol",
      search_text: "o@example.in\n9876500001\nNode.js, cobol\n$1,234,567",
    });
  });

  it("drops the leads' status column, keeps the broken-link reports' own", async () => {
    for (const table of ["feedback", "enquiries", "course_enrolments", "uploads"]) {
      const columns = (await database.db.introspection.getTables()).find((t) => t.name === table)?.columns;
      expect(columns?.map((column) => column.name)).not.toContain("status");
    }
    expect(await db.selectFrom("not_found_reports").select("status").execute()).toEqual([
      { status: "handled" },
    ]);
  });

  it("finds the migrated leads with the inbox's search index", async () => {
    const found =
      dialect === "sqlite"
        ? await sql<{
            id: string;
          }>`select id from leads where rowid in (select rowid from leads_search where leads_search match '"person 7"')`.execute(
            database.db,
          )
        : await sql<{ id: string }>`select id from leads where search_text ilike '%person 7%'`.execute(
            database.db,
          );
    expect(found.rows.map((row) => row.id)).toEqual([seeded[6]?.id]);
  });

  it("goes back down with each lead's status as it was, a lead moved on since then as handled", async () => {
    const moved = seeded.find((lead) => lead.status === "new" && lead.kind === "need");
    await db
      .updateTable("leads")
      .set({ stage: "won" })
      .where("id", "=", moved?.id ?? "")
      .execute();
    await migrateTo(database, "0009-two-factor");
    for (const lead of seeded) {
      const table = {
        feedback: "feedback",
        need: "enquiries",
        online: "enquiries",
        enrolments: "course_enrolments",
        uploads: "uploads",
      }[lead.kind];
      const row = await db
        .selectFrom(table)
        .select("status")
        .where("id", "=", lead.id)
        .executeTakeFirstOrThrow();
      expect(row.status, `${lead.kind} ${lead.status}`).toBe(lead === moved ? "handled" : lead.status);
    }
    await migrateToLatest(database);
    expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(seeded.length);
  });
});

import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { type CompiledQuery, type Kysely, type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactStates, type InboxFilter, noFilter, UNASSIGNED } from "~/lib/inbox";
import { addDays, indiaDayStart } from "~/lib/india-days";
import {
  firstStageOf,
  type LeadKind,
  type LeadStage,
  leadKinds,
  leadStages,
  pipelineOfStage,
  pipelines,
  stagesOf,
} from "~/lib/lead-kinds";
import { LIST_PAGE_SIZE } from "~/lib/schemas/list";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import type { Database } from "~/server/db/schema.server";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { listLeads } from "./list.server";

/** What the filters read of a lead. */
interface Stored {
  id: string;
  kind: LeadKind;
  stage: LeadStage;
  assignee_id: string | null;
  first_contact_at: string | null;
  created_at: string;
  search_text: string;
}

/** A lead arriving now whose whole text is its name. */
const leadNamed = (name: string, kind: LeadKind) => {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    kind,
    stage: firstStageOf(kind),
    name,
    email: "",
    mobile: "",
    summary: "",
    search_text: name,
    created_at: now,
    updated_at: now,
  };
};

/** Whether a lead is one the filters ask for, read plainly from the filters' meaning. */
const matches = (lead: Stored, filter: InboxFilter) =>
  (!filter.kind || lead.kind === filter.kind) &&
  (filter.stages.length === 0 || filter.stages.includes(lead.stage)) &&
  (!filter.assignee ||
    (filter.assignee === UNASSIGNED ? lead.assignee_id === null : lead.assignee_id === filter.assignee)) &&
  (!filter.contact || (filter.contact === "waiting") === (lead.first_contact_at === null)) &&
  (!filter.from || lead.created_at >= indiaDayStart(filter.from)) &&
  (!filter.to || lead.created_at < indiaDayStart(addDays(filter.to, 1))) &&
  lead.search_text.toLowerCase().includes(filter.q.toLowerCase());

const newestFirst = (a: Stored, b: Stored) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** Three India days, and arrival times around their midnights (18:30 UTC). */
const DAYS = ["2026-11-24", "2026-11-25", "2026-11-26"];
const arrival = fc
  .record({ day: fc.integer({ min: 0, max: 2 }), minutes: fc.integer({ min: -3, max: 3 }) })
  .map(({ day, minutes }) =>
    new Date(Date.parse(indiaDayStart(DAYS[day] ?? "")) + minutes * 60_000).toISOString(),
  );
/** Texts of leads, and what admins search for: some in them, some across words, some in none. */
const TEXTS = ["Zebra one", "zebra two", "Lion of Ωmega", "Okapi", "okapi zebra"];
const SEARCHES = ["", "zebra", "ZEB", "ze", "o", "lion of ω", "okapi z", "giraffe"];

type Change =
  | {
      op: "insert";
      kind: LeadKind;
      stage: LeadStage;
      assignee: number | null;
      contacted: boolean;
      at: string;
      text: string;
    }
  | { op: "arrival"; lead: number; at: string }
  | { op: "stage"; lead: number; stage: LeadStage }
  | { op: "kind"; lead: number; kind: LeadKind }
  | { op: "assign"; lead: number; assignee: number | null }
  | { op: "contact"; lead: number; contacted: boolean }
  | { op: "text"; lead: number; text: string }
  | { op: "delete"; lead: number }
  | { op: "delete-admin"; assignee: number };

const assignee = fc.option(fc.integer({ min: 0, max: 1 }), { nil: null });
const lead = fc.nat();
const text = fc.constantFrom(...TEXTS);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    op: fc.constant("insert" as const),
    kind: fc.constantFrom(...leadKinds),
    stage: fc.constantFrom(...leadStages),
    assignee,
    contacted: fc.boolean(),
    at: arrival,
    text,
  }),
  fc.record({ op: fc.constant("arrival" as const), lead, at: arrival }),
  fc.record({ op: fc.constant("stage" as const), lead, stage: fc.constantFrom(...leadStages) }),
  fc.record({ op: fc.constant("kind" as const), lead, kind: fc.constantFrom(...leadKinds) }),
  fc.record({ op: fc.constant("assign" as const), lead, assignee }),
  fc.record({ op: fc.constant("contact" as const), lead, contacted: fc.boolean() }),
  fc.record({ op: fc.constant("text" as const), lead, text }),
  fc.record({ op: fc.constant("delete" as const), lead }),
  fc.record({ op: fc.constant("delete-admin" as const), assignee: fc.integer({ min: 0, max: 1 }) }),
);

/** Any filter the inbox can show over those days, admins and texts. */
const filterOver = (admins: string[]): fc.Arbitrary<InboxFilter> =>
  fc
    .record({
      kind: fc.option(fc.constantFrom(...leadKinds), { nil: null }),
      stages: fc.subarray([...leadStages], { maxLength: 2 }),
      assignee: fc.option(fc.constantFrom(UNASSIGNED, ...admins), { nil: null }),
      contact: fc.option(fc.constantFrom(...contactStates), { nil: null }),
      from: fc.option(fc.constantFrom(...DAYS), { nil: null }),
      to: fc.option(fc.constantFrom(...DAYS), { nil: null }),
      q: fc.constantFrom(...SEARCHES),
    })
    .map((filter) => ({ ...noFilter, ...filter }));

/** A stage of the kind's own pipeline: the one asked for, or the one at its place there. */
const fitted = (kind: LeadKind, stage: LeadStage): LeadStage => {
  const own = stagesOf(kind);
  if (own.includes(stage)) return stage;
  const other = pipelines[pipelineOfStage(stage)].stages as readonly LeadStage[];
  return own[Math.min(other.indexOf(stage), own.length - 1)] as LeadStage;
};

describe.each(testDialects)("the one inbox query on %s", (dialect) => {
  let site: InProcessSite;
  /** A second connection, as another worker or process has it. */
  let other: AppDatabase;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
    other = openDatabase(site.config.DATABASE_URL);
  });
  afterAll(async () => {
    await other.db.destroy();
    await site.close();
  });

  const newAdmin = async () => {
    const id = randomUUID();
    const now = new Date().toISOString();
    await site.app.db
      .insertInto("users")
      .values({
        ...{ id, name: "Admin", email: `${id}@example.in`, mobile: "9820012345", password_hash: null },
        ...{ image: null, role: "admin", is_verified: 1, created_at: now, updated_at: now },
      })
      .execute();
    return id;
  };

  const apply = async (db: Kysely<Database>, change: Change, ids: string[], admins: (string | null)[]) => {
    const adminOf = (index: number | null) => (index === null ? null : (admins[index] ?? null));
    const contactAt = (contacted: boolean) => (contacted ? new Date().toISOString() : null);
    if (change.op === "insert") {
      const id = randomUUID();
      ids.push(id);
      await db
        .insertInto("leads")
        .values({
          ...{ id, kind: change.kind, stage: fitted(change.kind, change.stage) },
          assignee_id: adminOf(change.assignee),
          ...{ first_contact_at: contactAt(change.contacted), name: change.text, email: "", mobile: "" },
          ...{ summary: "", search_text: change.text, created_at: change.at, updated_at: change.at },
        })
        .execute();
      return;
    }
    if (change.op === "delete-admin") {
      const admin = admins[change.assignee];
      if (admin) await db.deleteFrom("users").where("id", "=", admin).execute();
      admins[change.assignee] = null;
      return;
    }
    const id = ids[change.lead % Math.max(ids.length, 1)];
    if (!id) return;
    const leads = db.updateTable("leads").where("id", "=", id);
    if (change.op === "stage" || change.op === "kind") {
      const now = await db
        .selectFrom("leads")
        .select(["kind", "stage"])
        .where("id", "=", id)
        .executeTakeFirst();
      const kind = change.op === "kind" ? change.kind : (now?.kind ?? "feedback");
      const stage = fitted(kind, change.op === "stage" ? change.stage : (now?.stage ?? "new"));
      await leads.set({ kind, stage }).execute();
    }
    if (change.op === "assign") await leads.set({ assignee_id: adminOf(change.assignee) }).execute();
    if (change.op === "contact") await leads.set({ first_contact_at: contactAt(change.contacted) }).execute();
    if (change.op === "arrival") await leads.set({ created_at: change.at }).execute();
    if (change.op === "text") await leads.set({ search_text: change.text }).execute();
    if (change.op === "delete") {
      await db.deleteFrom("leads").where("id", "=", id).execute();
      ids.splice(ids.indexOf(id), 1);
    }
  };

  // One query answers every filter, its count included, and the search
  // index is kept by triggers in the commit that changes a lead, whichever connection makes it.
  it("lists exactly the leads a plain reading of any filter gives, and their number, after any changes from any connection", {
    timeout: 30_000,
  }, async () => {
    const admins: (string | null)[] = [await newAdmin(), await newAdmin()];
    const ids: string[] = [];
    const context = { db: site.app.db, dialect };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(change, fc.boolean()), { maxLength: 12 }),
        fc.array(filterOver(admins.filter((admin): admin is string => admin !== null)), {
          minLength: 8,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 2 }),
        async (changes, filters, page) => {
          for (const [next, elsewhere] of changes)
            await apply(elsewhere ? other.db : site.app.db, next, ids, admins);
          const stored: Stored[] = await site.app.db
            .selectFrom("leads")
            .select(["id", "kind", "stage", "assignee_id", "first_contact_at", "created_at", "search_text"])
            .execute();
          for (const filter of filters) {
            const all = stored.filter((lead) => matches(lead, filter)).sort(newestFirst);
            const listed = await listLeads(context, filter, page);
            expect(listed.total, JSON.stringify(filter)).toBe(all.length);
            expect(listed.rows.map((row) => row.id)).toEqual(
              all.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map((lead) => lead.id),
            );
          }
        },
      ),
      { numRuns: dialect === "sqlite" ? 60 : 25 },
    );
  });

  it("finds a lead in the search as soon as it is committed, and keeps the index whole", async () => {
    const context = { db: site.app.db, dialect };
    const late = ["Tapir one", "Tapir two", "Tapir three"].map((name) => leadNamed(name, "feedback"));
    for (const lead of late) {
      await other.db.insertInto("leads").values(lead).execute();
      const found = await listLeads(context, { ...noFilter, q: "tapir" }, 1);
      expect(found.rows.map((row) => row.id)).toContain(lead.id);
    }
    expect((await listLeads(context, { ...noFilter, q: "tapir", kind: "feedback" }, 1)).total).toBe(3);
    if (dialect === "sqlite")
      await sql`insert into leads_search (leads_search, rank) values ('integrity-check', 1)`.execute(
        site.app.db,
      );
  });

  it("finds a lead that takes the rowid of the newest lead deleted before it, and deletes it cleanly", async () => {
    const context = { db: site.app.db, dialect };
    const search = async (q: string) =>
      (await listLeads(context, { ...noFilter, q }, 1)).rows.map((row) => row.id);
    const newest = leadNamed("Gnu first", "feedback");
    await site.app.db.insertInto("leads").values(newest).execute();
    expect(await search("gnu first")).toEqual([newest.id]);
    await other.db.deleteFrom("leads").where("id", "=", newest.id).execute();
    // SQLite gives the next lead the deleted one's rowid: the index must not take it for the old one.
    const next = leadNamed("Gnu second", "need");
    await other.db.insertInto("leads").values(next).execute();
    expect(await search("gnu")).toEqual([next.id]);
    await site.app.db.deleteFrom("leads").where("id", "=", next.id).execute();
    expect(await search("gnu")).toEqual([]);
    if (dialect === "sqlite")
      await sql`insert into leads_search (leads_search, rank) values ('integrity-check', 1)`.execute(
        site.app.db,
      );
  });

  it("pages a search of many leads to its end, and answers a page past the end with none", async () => {
    const context = { db: site.app.db, dialect };
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...leadNamed(`Quagga ${index}`, leadKinds[index % leadKinds.length] as LeadKind),
      created_at: new Date(Date.UTC(2026, 0, 1, 0, index % 7)).toISOString(),
    }));
    await site.app.db.insertInto("leads").values(many).execute();
    const expected = [...many].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    );
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const listed = await listLeads(context, { ...noFilter, q: "quagga" }, page);
      expect(listed.total).toBe(60);
      seen.push(...listed.rows.map((row) => row.id));
    }
    expect(seen).toEqual(expected.map((lead) => lead.id));
  });
});

// A filter without text is counted and paged from one covering index on `leads`, never by reading
// each matching lead's row (decision 040). Only the page's own leads are then read, by their ids.
describe("the inbox's filters without a search on sqlite", () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite("sqlite");
  });
  afterAll(() => site.close());

  /** Every query the list runs for `filter`, as SQLite receives it. */
  const queriesOf = async (filter: InboxFilter) => {
    const run: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        run.push(site.app.db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await listLeads({ db: site.app.db.withPlugin(recorder), dialect: "sqlite" }, filter, 2);
    return run;
  };

  it("reads every combination of kind, stages, assignee, dates and first contact from a covering index", async () => {
    const adminId = randomUUID();
    for (const kind of [null, "need"] as const)
      for (const stages of [[], ["new"], ["new", "contacted"]] as InboxFilter["stages"][])
        for (const assignee of [null, adminId, UNASSIGNED])
          for (const [from, to] of [
            [null, null],
            ["2026-10-01", "2026-11-27"],
          ] as [string | null, string | null][])
            for (const contact of [null, "made", "waiting"] as const) {
              const filter = { ...noFilter, kind, stages, assignee, from, to, contact };
              const queries = await queriesOf(filter);
              // The count, and the page's leads (Kysely hands the page's ids to plugins apart too).
              expect(queries.map((query) => query.sql)).toEqual(
                expect.arrayContaining([
                  expect.stringContaining("count(*)"),
                  expect.stringContaining('"leads"."summary"'),
                ]),
              );
              for (const query of queries) {
                const plan = await site.app.db.executeQuery<{ detail: string }>({
                  ...query,
                  sql: `explain query plan ${query.sql}`,
                });
                const steps = plan.rows.map((row) => row.detail).filter((detail) => / leads\b/.test(detail));
                // The count reads one index; the page picks its ids from one index, then reads
                // those leads by id.
                const byId = /^SEARCH leads USING INDEX sqlite_autoindex_leads_1 \(id=\?\)$/;
                const filtering = steps.filter((step) => !byId.test(step));
                expect(filtering, `${JSON.stringify(filter)}: ${query.sql}`).toEqual([
                  expect.stringMatching(/^(SEARCH|SCAN) leads USING COVERING INDEX /),
                ]);
              }
            }
  });
});

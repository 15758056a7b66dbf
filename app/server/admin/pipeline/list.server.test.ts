import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { type CompiledQuery, type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InboxFilter, type LeadKind, leadKinds, noFilter, UNASSIGNED } from "~/lib/pipeline";
import { LIST_PAGE_SIZE } from "~/lib/schemas/list";
import { openDatabase } from "~/server/db/database.server";
import { testDialects } from "../../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../../tests/support/in-process";
import { listLeads } from "./list.server";

interface Seeded {
  id: string;
  kind: LeadKind;
  name: string;
  created_at: string;
}

/** A lead arriving now whose whole text is its name. */
const leadNamed = (name: string, kind: LeadKind) => {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    kind,
    name,
    email: "",
    mobile: "",
    summary: "",
    search_text: name,
    created_at: now,
    updated_at: now,
  };
};

// The one inbox's pages take different ways to the same answer (decision 032): each must list
// exactly the leads a plain reading of the filters gives, newest first, with their number.
describe.each(testDialects)("the inbox's pages on %s", (dialect) => {
  let site: InProcessSite;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    site = await openInProcessSite(dialect);
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    for (let index = 0; index < 900; index += 1) {
      // Two of three are zebras: more than the walk's threshold, in a shuffled order of arrival.
      const name = index % 3 === 2 ? `Lion ${index}` : `Zebra ${index}`;
      const created_at = new Date(start + ((index * 7919) % 900) * 60_000).toISOString();
      seeded.push({
        id: randomUUID(),
        kind: leadKinds[index % leadKinds.length] as LeadKind,
        name,
        created_at,
      });
    }
    for (let first = 0; first < seeded.length; first += 300)
      await site.app.db
        .insertInto("leads")
        .values(
          seeded.slice(first, first + 300).map((lead) => ({
            ...lead,
            email: "",
            mobile: "",
            summary: "",
            search_text: `${lead.name} from example.com`,
            updated_at: lead.created_at,
          })),
        )
        .execute();
  });
  afterAll(() => site.close());

  const expected = (filter: InboxFilter) =>
    seeded
      .filter(
        (lead) =>
          (!filter.kind || lead.kind === filter.kind) &&
          `${lead.name} from example.com`.toLowerCase().includes(filter.q.toLowerCase()),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));

  it("pages a search alone, a search with a kind, and a kind alone exactly, past the last page too", async () => {
    const context = { db: site.app.db, dialect };
    await fc.assert(
      fc.asyncProperty(
        // Short, long (checked beyond the index's first characters), rare, common and absent texts.
        fc.constantFrom(
          "zebra",
          "Zebra 1",
          "lion",
          "ze",
          "nobody",
          "from example.com",
          "zebra 1 from example.org",
          "Lion 2 from EXAMPLE",
        ),
        fc.option(fc.constantFrom(...leadKinds), { nil: null }),
        fc.integer({ min: 1, max: 30 }),
        async (q, kind, page) => {
          const filter = { ...noFilter, q, kind };
          const all = expected(filter);
          const listed = await listLeads(context, filter, page);
          expect(listed.total).toBe(all.length);
          expect(listed.rows.map((row) => row.id)).toEqual(
            all.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map((lead) => lead.id),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it("answers each of more texts than a worker keeps with its own leads, when they are searched at once", async () => {
    const context = { db: site.app.db, dialect };
    // Twenty texts against eight kept tables of matches: every round refills tables that other
    // searches of the same round have just read or are about to read.
    const texts = seeded.slice(10, 30).map((lead) => lead.name);
    for (let round = 0; round < 3; round += 1) {
      const filters = texts.map((q, index) => ({
        ...noFilter,
        q,
        kind: (index + round) % 3 === 0 ? null : (leadKinds[(index + round) % leadKinds.length] as LeadKind),
      }));
      const listed = await Promise.all(filters.map((filter) => listLeads(context, filter, 1)));
      for (const [index, filter] of filters.entries()) {
        const all = expected(filter);
        if (!filter.kind) expect(all.length).toBeGreaterThan(1);
        expect(listed[index]?.total).toBe(all.length);
        expect(listed[index]?.rows.map((row) => row.id)).toEqual(
          all.slice(0, LIST_PAGE_SIZE).map((lead) => lead.id),
        );
      }
    }
  });

  it("finds leads that arrived after the last search, and keeps the index whole when searches run at once", async () => {
    const context = { db: site.app.db, dialect };
    const late = ["Okapi one", "Okapi two", "Okapi three"].map((name) => leadNamed(name, "feedback"));
    for (const lead of late) await site.app.db.insertInto("leads").values(lead).execute();
    const searches = await Promise.all(
      [1, 2, 3].map(() => listLeads(context, { ...noFilter, q: "okapi" }, 1)),
    );
    for (const found of searches) expect(found.total).toBe(3);
    if (dialect === "sqlite")
      await sql`insert into leads_search (leads_search, rank) values ('integrity-check', 1)`.execute(
        site.app.db,
      );
  });

  it("answers a search afresh once another process changed a lead's text or deleted a lead", async () => {
    const context = { db: site.app.db, dialect };
    const ids = ["Tapir one", "Tapir two", "Tapir three"].map((name) => leadNamed(name, "need"));
    await site.app.db.insertInto("leads").values(ids).execute();
    const listed = async (filter: Partial<InboxFilter>) =>
      (await listLeads(context, { ...noFilter, ...filter }, 1)).rows.map((row) => row.name).sort();
    expect(await listed({ q: "tapir" })).toEqual(["Tapir one", "Tapir three", "Tapir two"]);
    expect(await listed({ q: "tapir", kind: "need" })).toEqual(["Tapir one", "Tapir three", "Tapir two"]);
    // Another worker's connection, as a second process would have it.
    const other = openDatabase(site.config.DATABASE_URL);
    try {
      await other.db
        .updateTable("leads")
        .set({ name: "Quagga two", search_text: "Quagga two" })
        .where("id", "=", ids[1]?.id ?? "")
        .execute();
      expect(await listed({ q: "tapir" })).toEqual(["Tapir one", "Tapir three"]);
      expect(await listed({ q: "tapir", kind: "need" })).toEqual(["Tapir one", "Tapir three"]);
      expect(await listed({ q: "quagga" })).toEqual(["Quagga two"]);
      await other.db
        .deleteFrom("leads")
        .where("id", "=", ids[0]?.id ?? "")
        .execute();
      expect(await listed({ q: "tapir" })).toEqual(["Tapir three"]);
      expect(await listed({ q: "tapir", kind: "need" })).toEqual(["Tapir three"]);
    } finally {
      await other.db.destroy();
    }
  });
});

// Without a search, a page's ids come from one index alone (migrations 0011 and 0014), and its
// count from the groups' counts (0015): a filter that had SQLite read each matching lead's row cost
// 11-12 ms at 50,000 leads.
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

  it("counts and pages every combination of kind, stages, assignee, dates and first contact from a covering index or the groups' counts", async () => {
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
              // The 25 leads of the page are then read by their ids: those rows are the page.
              const filtering = (await queriesOf(filter)).filter(
                (query) => !query.sql.includes('"leads"."id" in'),
              );
              expect(filtering).toHaveLength(2);
              for (const query of filtering) {
                const plan = await site.app.db.executeQuery<{ detail: string }>({
                  ...query,
                  sql: `explain query plan ${query.sql}`,
                });
                const steps = plan.rows
                  .map((row) => row.detail)
                  .filter((detail) => / (leads|lead_counts)\b/.test(detail));
                expect(steps, `${JSON.stringify(filter)}: ${query.sql}`).toEqual([
                  expect.stringMatching(/^(SEARCH|SCAN) (leads USING COVERING INDEX |lead_counts\b)/),
                ]);
              }
              // Without text the count is summed from the groups' counts (migration 0015); every
              // lead, unfiltered, SQLite counts itself.
              const unfiltered = !kind && stages.length === 0 && !assignee && !from && !contact;
              expect(filtering.filter((query) => query.sql.includes('"lead_counts"'))).toHaveLength(
                unfiltered ? 0 : 1,
              );
            }
  });
});

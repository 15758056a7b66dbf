import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDayStart } from "~/lib/india-days";
import {
  contactStates,
  type InboxFilter,
  type LeadKind,
  type LeadStage,
  leadKinds,
  leadStages,
  noFilter,
  UNASSIGNED,
} from "~/lib/pipeline";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import type { Database } from "~/server/db/schema.server";
import { type InProcessSite, openInProcessSite } from "../../../../tests/support/in-process";
import { groupedLeadCount } from "./lead-counts.server";

/** What the filters read of a lead. */
interface Counted {
  kind: LeadKind;
  stage: LeadStage;
  assignee_id: string | null;
  first_contact_at: string | null;
  created_at: string;
}

/** Three India days, and arrival times around their midnights (18:30 UTC). */
const DAYS = ["2026-11-24", "2026-11-25", "2026-11-26"];
const arrival = fc
  .record({ day: fc.integer({ min: 0, max: 2 }), minutes: fc.integer({ min: -3, max: 3 }) })
  .map(({ day, minutes }) =>
    new Date(Date.parse(indiaDayStart(DAYS[day] ?? "")) + minutes * 60_000).toISOString(),
  );

type Change =
  | {
      op: "insert";
      kind: LeadKind;
      stage: LeadStage;
      assignee: number | null;
      contacted: boolean;
      at: string;
    }
  | { op: "arrival"; lead: number; at: string }
  | { op: "stage"; lead: number; stage: LeadStage }
  | { op: "kind"; lead: number; kind: LeadKind }
  | { op: "assign"; lead: number; assignee: number | null }
  | { op: "contact"; lead: number; contacted: boolean }
  | { op: "delete"; lead: number }
  | { op: "delete-admin"; assignee: number };

const assignee = fc.option(fc.integer({ min: 0, max: 1 }), { nil: null });
const lead = fc.nat();
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    op: fc.constant("insert" as const),
    kind: fc.constantFrom(...leadKinds),
    stage: fc.constantFrom(...leadStages),
    assignee,
    contacted: fc.boolean(),
    at: arrival,
  }),
  fc.record({ op: fc.constant("arrival" as const), lead, at: arrival }),
  fc.record({ op: fc.constant("stage" as const), lead, stage: fc.constantFrom(...leadStages) }),
  fc.record({ op: fc.constant("kind" as const), lead, kind: fc.constantFrom(...leadKinds) }),
  fc.record({ op: fc.constant("assign" as const), lead, assignee }),
  fc.record({ op: fc.constant("contact" as const), lead, contacted: fc.boolean() }),
  fc.record({ op: fc.constant("delete" as const), lead }),
  fc.record({ op: fc.constant("delete-admin" as const), assignee: fc.integer({ min: 0, max: 1 }) }),
);

// The inbox's count of a filter without text is summed from migration 0015's groups on SQLite
// (India days included): after any changes to leads, from any connection, it must be the leads'
// own count, with the same day boundaries as the filters' conditions on the leads.
describe("the leads' counts by group on sqlite", () => {
  let site: InProcessSite;
  /** A second connection, as another worker or process has it. */
  let other: AppDatabase;
  beforeAll(async () => {
    site = await openInProcessSite("sqlite");
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
      const now = new Date().toISOString();
      const id = randomUUID();
      ids.push(id);
      await db
        .insertInto("leads")
        .values({
          ...{ id, kind: change.kind, stage: change.stage, assignee_id: adminOf(change.assignee) },
          ...{ first_contact_at: contactAt(change.contacted), name: "A lead", email: "", mobile: "" },
          ...{ summary: "", search_text: "A lead", created_at: change.at, updated_at: now },
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
    if (change.op === "stage") await leads.set({ stage: change.stage }).execute();
    if (change.op === "kind") await leads.set({ kind: change.kind }).execute();
    if (change.op === "assign") await leads.set({ assignee_id: adminOf(change.assignee) }).execute();
    if (change.op === "contact") await leads.set({ first_contact_at: contactAt(change.contacted) }).execute();
    if (change.op === "arrival") await leads.set({ created_at: change.at }).execute();
    if (change.op === "delete") {
      await db.deleteFrom("leads").where("id", "=", id).execute();
      ids.splice(ids.indexOf(id), 1);
    }
  };

  /** Every filter of kind, stages, assignee, first contact and dates, for these admins. */
  const filtersFor = (admins: string[]): InboxFilter[] =>
    [null, "need", "feedback"].flatMap((kind) =>
      ([[], ["new"], ["contacted", "won"]] as LeadStage[][]).flatMap((stages) =>
        [null, UNASSIGNED, ...admins].flatMap((assignee) =>
          [null, ...contactStates].flatMap((contact) =>
            [
              [null, null],
              [DAYS[1], null],
              [null, DAYS[1]],
              [DAYS[1], DAYS[2]],
            ].map(([from, to]) => ({
              ...noFilter,
              kind: kind as LeadKind | null,
              stages,
              assignee,
              contact,
              from: from ?? null,
              to: to ?? null,
            })),
          ),
        ),
      ),
    );

  const matches = (row: Counted, filter: InboxFilter) =>
    (!filter.kind || row.kind === filter.kind) &&
    (filter.stages.length === 0 || filter.stages.includes(row.stage)) &&
    (!filter.assignee ||
      (filter.assignee === UNASSIGNED ? row.assignee_id === null : row.assignee_id === filter.assignee)) &&
    (!filter.contact || (filter.contact === "waiting") === (row.first_contact_at === null)) &&
    (!filter.from || row.created_at >= indiaDayStart(filter.from)) &&
    (!filter.to || row.created_at < indiaDayStart(addDays(filter.to, 1)));

  it("sum to the leads' own count for every filter, whatever was inserted, changed or deleted, and by which connection", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(change, fc.boolean()), { maxLength: 30 }), async (changes) => {
        const admins: (string | null)[] = [await newAdmin(), await newAdmin()];
        const ids: string[] = [];
        for (const [next, elsewhere] of changes)
          await apply(elsewhere ? other.db : site.app.db, next, ids, admins);
        const rows: Counted[] = await site.app.db
          .selectFrom("leads")
          .select(["kind", "stage", "assignee_id", "first_contact_at", "created_at"])
          .execute();
        const named = admins.filter((admin): admin is string => admin !== null);
        for (const filter of filtersFor([...named, randomUUID()]))
          expect(await groupedLeadCount(site.app.db, filter), JSON.stringify(filter)).toBe(
            rows.filter((row) => matches(row, filter)).length,
          );
      }),
      { numRuns: 30 },
    );
  });
});

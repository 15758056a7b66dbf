import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultPeriod } from "~/lib/charts";
import { contactStates, type InboxFilter, inboxAddress, noFilter, UNASSIGNED } from "~/lib/inbox";
import { inboxMessages } from "~/lib/inbox-messages";
import { addDays } from "~/lib/india-days";
import { leadKinds, leadStages } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { VISIT_VALUE_MAX } from "~/lib/visit-source";
import { chartPeriodSchema, inboxFilterSchema } from "./inbox";
import { readListQuery } from "./list";

const read = (address: string) =>
  readListQuery(new URL(address, "https://www.example.in"), inboxFilterSchema);

/** A source or a campaign as the filter keeps it: trimmed, not empty, within the longest a lead keeps. */
const visitTag = fc
  .string({ minLength: 1, maxLength: VISIT_VALUE_MAX })
  .filter((text) => text.trim() === text && text !== "");

const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays("2024-01-01", offset));

/** Any filter the inbox can show, as its form or a chart's link would make it. */
const filters: fc.Arbitrary<InboxFilter> = fc
  .record({
    kind: fc.option(fc.constantFrom(...leadKinds), { nil: null }),
    stages: fc.subarray([...leadStages]),
    assignee: fc.option(fc.oneof(fc.constant(UNASSIGNED), fc.uuid()), { nil: null }),
    days: fc.tuple(fc.option(day, { nil: null }), fc.option(day, { nil: null })),
    contact: fc.option(fc.constantFrom(...contactStates), { nil: null }),
    q: fc.string({ maxLength: 200 }).map((text) => text.trim()),
    source: fc.option(visitTag, { nil: null }),
    campaign: fc.option(visitTag, { nil: null }),
    landing: fc.option(
      fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }).map((parts) => `/${parts.join("/")}`),
      { nil: null },
    ),
    opening: fc.option(
      fc
        .array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 4 })
        .map((words) => words.join("-")),
      { nil: null },
    ),
  })
  .map(({ days: [a, b], ...rest }) => {
    const [from, to] = a && b && a > b ? [b, a] : [a, b];
    return { ...rest, from, to };
  });

describe("the one inbox's filters in its address", () => {
  it("read back exactly as any filter was written, with its page", () => {
    fc.assert(
      fc.property(filters, fc.integer({ min: 1, max: 1000 }), (filter, page) => {
        expect(read(inboxAddress(filter, page))).toEqual({ ok: true, value: { ...filter, page } });
      }),
    );
  });

  it("are empty for the bare inbox, and an empty field means no filter", () => {
    expect(read("/admin/inbox")).toEqual({ ok: true, value: { ...noFilter, page: 1 } });
    expect(read("/admin/inbox?q=&kind=&assignee=&from=&to=&contact=&stage=&source=+&campaign=")).toEqual({
      ok: true,
      value: { ...noFilter, page: 1 },
    });
  });

  it("refuse an opening that is not an address, with why", () => {
    for (const opening of ["Web Developer", "a--b", "-a", "x".repeat(61)])
      expect(read(`/admin/inbox?opening=${encodeURIComponent(opening)}`)).toMatchObject({
        ok: false,
        error: inboxMessages.unknownOpening,
      });
  });

  it("keep the stages in the inbox's order, once each", () => {
    expect(read("/admin/inbox?stage=won&stage=new&stage=won")).toMatchObject({
      value: { stages: ["new", "won"] },
    });
  });

  it.each([
    ["?kind=outbox", inboxMessages.unknownKind],
    ["?kind=Feedback", inboxMessages.unknownKind],
    ["?stage=handled", inboxMessages.unknownStage],
    ["?assignee=me", inboxMessages.unknownAssignee],
    ["?from=2026-13-01", inboxMessages.badDate],
    ["?to=1%2F5%2F2026", inboxMessages.badDate],
    ["?from=2026-03-02&to=2026-03-01", inboxMessages.badRange],
    ["?contact=yes", inboxMessages.unknownContact],
    [`?q=${"a".repeat(201)}`, messages.list.searchTooLong(200)],
    ["?q=asha&q=ravi", messages.list.oneSearch],
    ["?kind=need&kind=feedback", inboxMessages.unknownKind],
    ["?stage=new,won", inboxMessages.unknownStage],
    ["?from=2026-03-01&from=2026-03-02", inboxMessages.badDate],
    [`?source=${"a".repeat(VISIT_VALUE_MAX + 1)}`, inboxMessages.oneSource(VISIT_VALUE_MAX)],
    ["?source=news&source=mail", inboxMessages.oneSource(VISIT_VALUE_MAX)],
    [`?campaign=${"d".repeat(VISIT_VALUE_MAX + 1)}`, inboxMessages.oneCampaign(VISIT_VALUE_MAX)],
    ["?campaign=diwali&campaign=holi", inboxMessages.oneCampaign(VISIT_VALUE_MAX)],
  ])("refuse %s, saying why", (query, error) => {
    expect(read(`/admin/inbox${query}`)).toEqual({ ok: false, error, value: { ...noFilter, page: 1 } });
  });

  it("refuse any stage or kind they do not know", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const stage = read(`/admin/inbox?stage=${encodeURIComponent(text)}`);
        expect(stage.ok).toBe((leadStages as readonly string[]).includes(text));
        const kind = read(`/admin/inbox?kind=${encodeURIComponent(text)}`);
        expect(kind.ok).toBe((leadKinds as readonly string[]).includes(text));
      }),
    );
  });
});

describe("the charts page's period in its address", () => {
  const period = (query: string) =>
    readListQuery(new URL(`/admin/charts${query}`, "https://www.example.in"), chartPeriodSchema);

  it("reads either day, both or none, filling what is missing", () => {
    expect(period("")).toEqual({ ok: true, value: defaultPeriod(new Date()) });
    expect(period("?from=&to=")).toEqual({ ok: true, value: defaultPeriod(new Date()) });
    expect(period("?from=2026-11-01&to=2026-11-01")).toEqual({
      ok: true,
      value: { from: "2026-11-01", to: "2026-11-01" },
    });
    // No start: the weeks up to the end; no end: today.
    expect(period("?to=2026-11-25")).toEqual({ ok: true, value: { from: "2026-09-07", to: "2026-11-25" } });
    expect(period("?from=2026-01-01")).toEqual({
      ok: true,
      value: { from: "2026-01-01", to: defaultPeriod(new Date()).to },
    });
    expect(period("?from=2024-01-01&to=2024-12-31")).toEqual({
      ok: true,
      value: { from: "2024-01-01", to: "2024-12-31" },
    });
  });

  it.each([
    ["?to=2026-02-30", inboxMessages.badDate],
    ["?from=26-03-01", inboxMessages.badDate],
    ["?from=2026-03-02&to=2026-03-01", inboxMessages.badRange],
    ["?from=2100-01-01", inboxMessages.badRange],
    ["?from=2024-01-01&to=2025-01-01", inboxMessages.periodTooLong],
  ])("refuses %s, saying why", (query, error) => {
    expect(period(query)).toEqual({ ok: false, error, value: defaultPeriod(new Date()) });
  });

  it("answers any pair of texts with a period or one of its messages, never by throwing", () => {
    const known = new Set([inboxMessages.badDate, inboxMessages.badRange, inboxMessages.periodTooLong]);
    fc.assert(
      fc.property(fc.string(), fc.string(), (from, to) => {
        const read = period(`?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
        if (read.ok) expect(read.value.from <= read.value.to).toBe(true);
        else for (const part of read.error.split(/(?<=\.) /)) expect(known).toContain(part);
      }),
    );
  });
});

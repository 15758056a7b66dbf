import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { filtersOf, siteHealthKinds } from "../site-health";
import { readListQuery } from "./list";
import { healthActionSchema, healthFilterSchemas } from "./site-health";

/** What a refused list shows beside the reason: every row. */
const unfiltered = { q: "", status: "all", page: 1 };

const read = (kind: keyof typeof healthFilterSchemas, query: string) =>
  readListQuery(
    new URL(`/admin/site-health/${kind}${query}`, "https://www.example.in"),
    healthFilterSchemas[kind],
  );

describe("a site-health list's filters in its address", () => {
  it("read the search, the status and the page, every status of its list and none other", () => {
    for (const kind of siteHealthKinds)
      fc.assert(
        fc.property(
          fc.string({ maxLength: 200 }),
          fc.string(),
          fc.integer({ min: 1, max: 1000 }),
          (q, status, page) => {
            const params = new URLSearchParams({ q, status, page: String(page) });
            const known = status === "" || filtersOf(kind).includes(status);
            expect(read(kind, `?${params}`)).toEqual(
              known
                ? { ok: true, value: { q: q.trim(), status: status || "all", page } }
                : { ok: false, error: messages.siteHealth.unknownStatus, value: unfiltered },
            );
          },
        ),
      );
  });

  it("filter nothing by default, and the outbox by delivery", () => {
    expect(read("outbox", "")).toEqual({ ok: true, value: { q: "", status: "all", page: 1 } });
    expect(read("outbox", "?status=failed")).toMatchObject({ ok: true, value: { status: "failed" } });
    expect(read("broken-links", "?status=failed")).toEqual({
      ok: false,
      error: messages.siteHealth.unknownStatus,
      value: unfiltered,
    });
  });

  it.each([
    [`?q=${"a".repeat(201)}`, messages.list.searchTooLong(200)],
    ["?q=a&q=b", messages.list.oneSearch],
    ["?status=new&status=handled", messages.siteHealth.unknownStatus],
  ])("refuse %s, saying why", (query, error) => {
    expect(read("broken-links", query)).toEqual({ ok: false, error, value: unfiltered });
  });
});

describe("a site-health list's buttons", () => {
  it("mark handled or new, or retry, the selected rows", () => {
    const id = "0190a6f0-0000-7000-8000-000000000001";
    expect(healthActionSchema.safeParse({ intent: "retry", ids: id }).data).toEqual({
      intent: "retry",
      ids: [id],
    });
    const refused = healthActionSchema.safeParse({ intent: "delete", ids: "" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      messages.siteHealth.badAction,
      messages.list.noneSelected,
    ]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, lastPageOf, offsetOf, pageQuerySchema, readListQuery, sortDirection } from "./list";

const pageOf = (query: string) =>
  readListQuery(new URL(`/admin/audit?${query}`, "https://www.example.in"), pageQuerySchema).value.page;

describe("a list's page in its address", () => {
  it("reads the page an address asks for", () => {
    expect(pageOf("page=3")).toBe(3);
    expect(pageOf("q=x&page=1000000")).toBe(1_000_000);
  });

  it("shows the first page for a missing or hand-edited page", () => {
    for (const query of [
      "",
      "page=",
      "page=0",
      "page=-1",
      "page=abc",
      "page=1.5",
      "page=1000001",
      "pages=4",
    ]) {
      expect(pageOf(query)).toBe(1);
    }
    fc.assert(
      fc.property(fc.string(), (page) => {
        const read = pageOf(new URLSearchParams({ page }).toString());
        expect(Number.isInteger(read) && read >= 1 && read <= 1_000_000).toBe(true);
      }),
    );
  });
});

describe("sortDirection", () => {
  it("takes asc or desc and falls back to desc", () => {
    expect(sortDirection.parse("asc")).toBe("asc");
    expect(sortDirection.parse("desc")).toBe("desc");
    for (const dir of ["", "up", undefined, 1]) expect(sortDirection.parse(dir)).toBe("desc");
  });
});

describe("pages of a list", () => {
  it("has one page when empty and a new page after every full one", () => {
    expect(LIST_PAGE_SIZE).toBe(25);
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(1)).toBe(1);
    expect(lastPageOf(25)).toBe(1);
    expect(lastPageOf(26)).toBe(2);
    expect(lastPageOf(250)).toBe(10);
  });

  it("skips the rows of the pages before", () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(2)).toBe(25);
    expect(offsetOf(4)).toBe(75);
  });

  it("puts every row on exactly one page up to the last", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (total) => {
        const last = lastPageOf(total);
        expect(offsetOf(last)).toBeLessThan(total);
        expect(offsetOf(last) + LIST_PAGE_SIZE).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filtersOf, isSiteHealthKind, siteHealthHref, siteHealthKinds } from "./site-health";

describe("site-health kinds", () => {
  it("knows each site-health list and nothing else, no kind of lead among them", () => {
    for (const kind of siteHealthKinds) expect(isSiteHealthKind(kind)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isSiteHealthKind(text)).toBe((siteHealthKinds as readonly string[]).includes(text));
      }),
    );
    for (const kind of ["feedback", "need", "online", "enrolments", "uploads", "applications"])
      expect(isSiteHealthKind(kind)).toBe(false);
    expect(isSiteHealthKind("Outbox")).toBe(false);
    expect(isSiteHealthKind("")).toBe(false);
  });

  it("filters broken links by handling and the outbox by delivery", () => {
    expect(filtersOf("outbox")).toEqual(["all", "waiting", "sent", "failed"]);
    expect(filtersOf("broken-links")).toEqual(["all", "new", "handled"]);
  });
});

describe("siteHealthHref", () => {
  it("leaves the defaults out of the address", () => {
    expect(siteHealthHref("broken-links", {})).toBe("/admin/site-health/broken-links");
    expect(siteHealthHref("broken-links", { q: "", status: "all", page: 1 })).toBe(
      "/admin/site-health/broken-links",
    );
  });

  it("writes the search, status and page that differ from them", () => {
    expect(siteHealthHref("outbox", { q: "asha & co", status: "failed", page: 3 })).toBe(
      "/admin/site-health/outbox?q=asha+%26+co&status=failed&page=3",
    );
    expect(siteHealthHref("broken-links", { page: 2 })).toBe("/admin/site-health/broken-links?page=2");
    expect(siteHealthHref("broken-links", { status: "new" })).toBe(
      "/admin/site-health/broken-links?status=new",
    );
  });

  it("puts a suffix such as the CSV export before the query", () => {
    expect(siteHealthHref("outbox", {}, "/export.csv")).toBe("/admin/site-health/outbox/export.csv");
    expect(siteHealthHref("outbox", { q: "cv" }, "/export.csv")).toBe(
      "/admin/site-health/outbox/export.csv?q=cv",
    );
  });

  it("gives back the same query when the address is read again", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...siteHealthKinds),
        fc.string(),
        fc.constantFrom("all", "new", "handled", "waiting"),
        fc.integer({ min: 1, max: 10_000 }),
        (kind, q, status, page) => {
          const url = new URL(siteHealthHref(kind, { q, status, page }), "http://site.test");
          expect(url.pathname).toBe(`/admin/site-health/${kind}`);
          expect(url.searchParams.get("q") ?? "").toBe(q);
          expect(url.searchParams.get("status") ?? "all").toBe(status);
          expect(Number(url.searchParams.get("page") ?? 1)).toBe(page);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filtersOf, inboxHref, inboxKinds, isInboxKind } from "./inbox";

describe("inbox kinds", () => {
  it("knows each kind the inbox lists and nothing else", () => {
    for (const kind of inboxKinds) expect(isInboxKind(kind)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isInboxKind(text)).toBe((inboxKinds as readonly string[]).includes(text));
      }),
    );
    expect(isInboxKind("Feedback")).toBe(false);
    expect(isInboxKind("")).toBe(false);
  });

  it("filters leads by handling and the outbox by delivery", () => {
    expect(filtersOf("outbox")).toEqual(["all", "waiting", "sent", "failed"]);
    for (const kind of inboxKinds.filter((kind) => kind !== "outbox")) {
      expect(filtersOf(kind)).toEqual(["all", "new", "handled"]);
    }
  });
});

describe("inboxHref", () => {
  it("leaves the defaults out of the address", () => {
    expect(inboxHref("need", {})).toBe("/admin/inbox/need");
    expect(inboxHref("need", { q: "", status: "all", page: 1 })).toBe("/admin/inbox/need");
    expect(inboxHref("need", { page: 0 })).toBe("/admin/inbox/need");
  });

  it("writes the search, status and page that differ from them", () => {
    expect(inboxHref("outbox", { q: "asha & co", status: "failed", page: 3 })).toBe(
      "/admin/inbox/outbox?q=asha+%26+co&status=failed&page=3",
    );
    expect(inboxHref("feedback", { page: 2 })).toBe("/admin/inbox/feedback?page=2");
    expect(inboxHref("feedback", { status: "new" })).toBe("/admin/inbox/feedback?status=new");
  });

  it("puts a suffix such as the CSV export before the query", () => {
    expect(inboxHref("uploads", {}, ".csv")).toBe("/admin/inbox/uploads.csv");
    expect(inboxHref("uploads", { q: "cv" }, ".csv")).toBe("/admin/inbox/uploads.csv?q=cv");
  });

  it("gives back the same query when the address is read again", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...inboxKinds),
        fc.string(),
        fc.constantFrom("all", "new", "handled", "waiting"),
        fc.integer({ min: 1, max: 10_000 }),
        (kind, q, status, page) => {
          const url = new URL(inboxHref(kind, { q, status, page }), "http://site.test");
          expect(url.pathname).toBe(`/admin/inbox/${kind}`);
          expect(url.searchParams.get("q") ?? "").toBe(q);
          expect(url.searchParams.get("status") ?? "all").toBe(status);
          expect(Number(url.searchParams.get("page") ?? 1)).toBe(page);
        },
      ),
    );
  });
});

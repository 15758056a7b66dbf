import { describe, expect, it } from "vitest";
import { adminPages } from "~/content/pages/admin";
import { addressOf, routeTable } from "../../tests/support/route-table";
import { currentAdminEntry } from "./admin-nav";

const entries = adminPages.nav.links.map((link) => link.to);
const entryOf = (path: string) => currentAdminEntry(path, entries);

/** The admin area's pages: its route modules that render (.tsx); the .ts ones answer files or redirect. */
const adminPageRoutes = routeTable.filter(
  (entry) => entry.file.startsWith("routes/admin/") && entry.file.endsWith(".tsx") && entry.path,
);

describe("the admin menu's current entry", () => {
  it("is one of the menu's entries for every admin page of the route table", () => {
    expect(adminPageRoutes.length).toBeGreaterThan(15);
    for (const route of adminPageRoutes) {
      const address = addressOf(route.path ?? "");
      expect(entries, address).toContain(entryOf(address));
    }
  });

  it.each([
    ["/admin/home", "/admin/home"],
    ["/admin/dashboard", "/admin/dashboard"],
    ["/admin/new-user", "/admin/dashboard"],
    ["/admin/edit-user", "/admin/dashboard"],
    ["/admin/delete-user", "/admin/dashboard"],
    ["/htmltopdf", "/htmltopdf"],
    ["/admin/inbox", "/admin/inbox"],
    ["/admin/inbox/outbox", "/admin/inbox"],
    ["/admin/site-health/outbox", "/admin/inbox"],
    ["/admin/site-health/broken-links", "/admin/inbox"],
    ["/admin/leads/0190f5c2-0000-7000-8000-000000000000", "/admin/inbox"],
    ["/admin/charts", "/admin/charts"],
    ["/admin/traffic", "/admin/traffic"],
    ["/admin/templates/reply-thanks", "/admin/templates"],
    ["/admin/digest", "/admin/digest"],
    ["/admin/content/profile", "/admin/content"],
    ["/admin/setup", "/admin/content"],
    ["/admin/audit", "/admin/audit"],
    ["/admin/two-factor", "/admin/two-factor"],
    ["/admin/inbox/", "/admin/inbox"],
  ])("for %s is %s", (path, entry) => {
    expect(entryOf(path)).toBe(entry);
  });

  it("is none for a page outside the admin area or an address that only begins like an entry", () => {
    expect(entryOf("/home")).toBeNull();
    expect(entryOf("/admin/homework")).toBeNull();
    expect(entryOf("/admin/leadsx")).toBeNull();
  });
});

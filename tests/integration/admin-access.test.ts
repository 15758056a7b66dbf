import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { addressOf, hasAction, routeTable as table } from "../support/route-table";
import { ADMIN, type Session, siteClient } from "../support/site-client";

/** Every route served by a module of the admin area, straight from the route table. */
const adminRoutes = table.filter((entry) => entry.file.startsWith("routes/admin/"));

const SPEC_ROOT_ALIASES = ["dashboard", "new-user", "edit-user", "htmltopdf", "export-users-pdf"];

describe("the route table", () => {
  it("serves every /admin path and the spec's root admin paths from admin modules only", () => {
    const adminPaths = table.filter((entry) => entry.path === "admin" || entry.path?.startsWith("admin/"));
    for (const entry of adminPaths) expect(entry.file, entry.path).toMatch(/^routes\/admin\//);
    for (const alias of SPEC_ROOT_ALIASES) {
      const entry = table.find((candidate) => candidate.path === alias);
      expect(entry?.file, alias).toMatch(/^routes\/admin\//);
    }
    expect(adminRoutes.length).toBeGreaterThanOrEqual(adminPaths.length + SPEC_ROOT_ALIASES.length);
  });
});

describe.each(testDialects)("admin access on %s", (dialect) => {
  let site: LeadSite;
  const client = siteClient(() => site.server.url);
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    site = await startLeadSite(dialect);
    admin = await client.login(ADMIN);
    user = await client.newUserSession();
  }, 60_000);

  afterAll(() => stopLeadSite(site));

  const html = { accept: "text/html" };
  const json = { accept: "application/json" };

  describe.each(adminRoutes.map((entry) => [addressOf(entry.path ?? ""), entry.file, entry] as const))(
    "%s (%s)",
    (address, _file, entry) => {
      /** A POST to a module without an action is refused by React Router (405) before any code runs. */
      const postStatus = async (expected: number) => ((await hasAction(entry)) ? expected : 405);

      it("sends an anonymous browser to /login and back here afterwards", async () => {
        const response = await client.request(address, { headers: html });
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get("location") ?? "", site.server.url);
        expect(location.pathname).toBe("/login");
        expect(location.searchParams.get("redirectTo")).toBe(address);
      });

      it("answers an anonymous JSON client 401, for GET and POST", async () => {
        const get = await client.request(address, { headers: json });
        expect(get.status).toBe(401);
        const post = await client.postJson(address, { id: "x" }, json);
        expect(post.status).toBe(await postStatus(401));
        if (post.status === 401) {
          expect(await post.json()).toMatchObject({ ok: false, error: messages.account.signInRequired });
        }
      });

      it("answers a signed-in user who is not an admin 403, for GET and POST", async () => {
        const page = await client.request(address, { headers: { ...html, cookie: user.cookie } });
        expect(page.status).toBe(403);
        expect(await page.text()).toContain(messages.admin.forbidden);
        const get = await client.request(address, { headers: { ...json, cookie: user.cookie } });
        expect(get.status).toBe(403);
        const post = await client.postJson(address, { id: "x" }, client.as(user, json));
        expect(post.status).toBe(await postStatus(403));
        if (post.status === 403) {
          expect(await post.json()).toMatchObject({ ok: false, error: messages.admin.forbidden });
        }
      });

      it("lets the admin in", async () => {
        const response = await client.request(address, { headers: { ...html, cookie: admin.cookie } });
        expect([200, 302, 404], `${address} answered ${response.status}`).toContain(response.status);
        if (response.status === 302) {
          expect(response.headers.get("location")).toMatch(/^\/admin\//);
        }
      });
    },
  );
});

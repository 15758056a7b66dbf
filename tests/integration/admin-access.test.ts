import { beforeAll, describe, expect, it } from "vitest";
import { twoFactorPages } from "~/content/pages/two-factor";
import { messages } from "~/lib/messages";
import { trafficTables } from "~/lib/traffic";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { addressOf, hasAction, routeTable as table } from "../support/route-table";
import { type Session, tag } from "../support/site-client";

/** Every route served by a module of the admin area, straight from the route table (not its layout). */
const adminRoutes = table.filter(
  (entry) => entry.file.startsWith("routes/admin/") && entry.path !== undefined,
);

const SPEC_ROOT_ALIASES = ["dashboard", "new-user", "edit-user", "htmltopdf", "export-users-pdf"];

/**
 * What each admin address answers the admin's browser: the page or file (200), a redirect to its
 * /admin page (302; a kind of lead's old list leads to the one inbox), or 404 where the address
 * names a user, upload, lead or template and none is given or exists. (A site-health list's old
 * address answers 301: "the old addresses" below.)
 */
const ADMIN_ANSWERS: Record<string, 200 | 302 | 404> = {
  "/admin": 302,
  "/admin/home": 200,
  "/admin/dashboard": 200,
  "/dashboard": 302,
  "/admin/new-user": 200,
  "/new-user": 302,
  "/admin/edit-user": 404,
  "/edit-user": 302,
  "/admin/delete-user": 404,
  "/htmltopdf": 200,
  "/admin/export-users-pdf": 200,
  "/export-users-pdf": 200,
  "/admin/inbox": 200,
  "/admin/inbox/feedback": 302,
  "/admin/inbox/feedback/export.csv": 302,
  "/admin/site-health/broken-links": 200,
  "/admin/site-health/broken-links/export.csv": 200,
  "/admin/uploads/00000000-0000-4000-8000-000000000000": 404,
  "/admin/receipts/00000000-0000-4000-8000-000000000000": 404,
  "/admin/audit": 200,
  "/admin/two-factor": 200,
  "/admin/content": 200,
  "/admin/content/preview": 302,
  "/admin/content/profile": 200,
  "/admin/setup": 200,
  "/admin/inbox/export.csv": 200,
  "/admin/leads/00000000-0000-4000-8000-000000000000": 404,
  "/admin/leads/00000000-0000-4000-8000-000000000000/request": 404,
  "/admin/leads/00000000-0000-4000-8000-000000000000/export.zip": 404,
  "/admin/templates": 200,
  "/admin/templates/00000000-0000-4000-8000-000000000000": 404,
  "/admin/digest": 200,
  "/admin/charts": 200,
  "/admin/charts/leads-per-week.csv": 200,
  "/admin/charts/funnel.csv": 200,
  "/admin/charts/first-contact.csv": 200,
  "/admin/traffic": 200,
  ...Object.fromEntries(trafficTables.map((table) => [`/admin/traffic/${table}.csv`, 200 as const])),
  "/admin/batches": 200,
  "/admin/batches.csv": 200,
  "/admin/batches/roster.csv": 404,
  "/admin/batches/roster.pdf": 404,
  "/admin/openings": 200,
  "/admin/openings/00000000-0000-4000-8000-000000000000": 404,
};

/** The page where an admin sets up a second factor: the one admin address open to an admin without one. */
const ENROLMENT = "/admin/two-factor";

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

  it("puts every admin route under the admin layout, whose middleware is the guard", () => {
    const layout = table.find((entry) => entry.file === "routes/admin/layout.tsx");
    expect(layout?.path).toBeUndefined();
    expect(new Set(layout?.children ?? [])).toEqual(new Set(adminRoutes));
    expect(Object.keys(ADMIN_ANSWERS).sort()).toEqual(
      adminRoutes.map((entry) => addressOf(entry.path ?? "")).sort(),
    );
  });
});

describe.each(testDialects)("admin access on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  let user: Session;
  /** An admin with no second factor yet, while REQUIRE_ADMIN_2FA is on (the default). */
  let bare: Session;

  beforeAll(async () => {
    user = await client.newUserSession();
    const newAdmin = { email: `new.admin.${tag()}@example.in`, password: "New-admin-pass-1" };
    await createOrPromoteAdmin(site.app.db, newAdmin);
    bare = await client.login(newAdmin);
  }, 60_000);

  const html = { accept: "text/html" };
  const json = { accept: "application/json" };

  it("sends an anonymous page's data request to /login and back to the page, without `.data` and `_routes`", async () => {
    const routes = encodeURIComponent("routes/admin/dashboard");
    const response = await client.request(`/admin/dashboard.data?page=2&_routes=${routes}`);
    // React Router answers a data request's redirect in its body, for its client to follow.
    expect(response.status).toBe(202);
    expect(await response.text()).toContain(
      JSON.stringify(`/login?redirectTo=${encodeURIComponent("/admin/dashboard?page=2")}`),
    );
  });

  describe("the old addresses", () => {
    const get = (address: string) => client.request(address, { headers: { ...html, cookie: admin.cookie } });

    it.each([
      ["/admin/inbox/broken-links", "/admin/site-health/broken-links"],
      [
        "/admin/inbox/broken-links?q=gone&status=handled&page=2",
        "/admin/site-health/broken-links?q=gone&status=handled&page=2",
      ],
      [
        "/admin/inbox/outbox?q=asha+%26+co&status=failed",
        "/admin/site-health/outbox?q=asha+%26+co&status=failed",
      ],
      [
        "/admin/inbox/outbox/export.csv?status=waiting",
        "/admin/site-health/outbox/export.csv?status=waiting",
      ],
      ["/admin/inbox/broken-links/export.csv?q=gone", "/admin/site-health/broken-links/export.csv?q=gone"],
    ])("send %s on for good to %s, where the list answers", async (old, moved) => {
      const response = await get(old);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(moved);
      const there = await get(moved);
      expect(there.status).toBe(200);
      await there.arrayBuffer();
    });

    it("send a site-health list's post on with its method and body (308), query and all", async () => {
      const fields = { _csrf: admin.xsrf, intent: "retry", ids: "00000000-0000-4000-8000-000000000000" };
      const posted = await client.postForm("/admin/inbox/outbox?q=asha", fields, { cookie: admin.cookie });
      expect(posted.status).toBe(308);
      expect(posted.headers.get("location")).toBe("/admin/site-health/outbox?q=asha");
    });

    it("still send a kind of lead's old list and CSV to the one inbox, filtered by that kind", async () => {
      const list = await get("/admin/inbox/feedback?q=asha&status=new");
      expect(list.status).toBe(302);
      expect(list.headers.get("location")).toBe("/admin/inbox?q=asha&kind=feedback&stage=new");
      const csv = await get("/admin/inbox/need/export.csv?q=ravi");
      expect(csv.status).toBe(302);
      expect(csv.headers.get("location")).toBe("/admin/inbox/export.csv?q=ravi&kind=need");
    });

    it("answer an address that was never a list 404, at the old place and the new", async () => {
      for (const address of [
        "/admin/inbox/nothing",
        "/admin/site-health/nothing",
        "/admin/site-health/feedback",
      ]) {
        const response = await get(address);
        expect(response.status, address).toBe(404);
        await response.arrayBuffer();
      }
    });
  });

  describe.each(adminRoutes.map((entry) => [addressOf(entry.path ?? ""), entry.file, entry] as const))(
    "%s (%s)",
    (address, _file, entry) => {
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
        // The guard runs before React Router looks for an action: a module without one answers alike.
        const post = await client.postJson(address, { id: "x" }, json);
        expect(post.status).toBe(401);
        expect(await post.json()).toMatchObject({ ok: false, error: messages.account.signInRequired });
      });

      it("answers a signed-in user who is not an admin 403, for GET and POST", async () => {
        const page = await client.request(address, { headers: { ...html, cookie: user.cookie } });
        expect(page.status).toBe(403);
        expect(await page.text()).toContain(messages.admin.forbidden);
        const get = await client.request(address, { headers: { ...json, cookie: user.cookie } });
        expect(get.status).toBe(403);
        const post = await client.postJson(address, { id: "x" }, client.as(user, json));
        expect(post.status).toBe(403);
        expect(await post.json()).toMatchObject({ ok: false, error: messages.admin.forbidden });
      });

      it("lets the admin in, with nothing kept in caches", async () => {
        const response = await client.request(address, { headers: { ...html, cookie: admin.cookie } });
        expect(response.status, address).toBe(ADMIN_ANSWERS[address]);
        expect(response.headers.get("cache-control"), address).toBe("no-store");
        // Read to the end: an unread PDF export holds its request open, and the site's stop after it.
        const body = await response.arrayBuffer();
        if (response.status === 200) expect(body.byteLength, address).toBeGreaterThan(0);
        if (response.status === 302) expect(response.headers.get("location")).toMatch(/^\/admin\//);
        if (!(await hasAction(entry))) {
          // Past the guard, React Router refuses a POST to a module that has no action.
          const post = await client.postJson(address, { id: "x" }, client.as(admin, json));
          expect(post.status, address).toBe(405);
        }
      });

      it("keeps an admin without a second factor out: pages lead to the two-factor page, actions, JSON and downloads get 403", async () => {
        if (address === ENROLMENT) {
          const page = await client.request(address, { headers: { ...html, cookie: bare.cookie } });
          expect(page.status).toBe(200);
          expect(await page.text()).toContain(twoFactorPages.manage.required);
          const start = await client.postJson(address, { intent: "app-start" }, client.as(bare, json));
          expect(start.status).toBe(200);
          expect(await start.json()).toEqual({ ok: true, message: twoFactorMessages.appStarted });
          return;
        }
        const page = await client.request(address, { headers: { ...html, cookie: bare.cookie } });
        expect(page.status).toBe(302);
        // It leads on to the page asked for once a factor is set up.
        expect(page.headers.get("location")).toBe(`${ENROLMENT}?redirectTo=${encodeURIComponent(address)}`);
        // A script fetching a download, a JSON client, an action from a script or from a form.
        const refusals = [
          await client.request(address, { headers: { accept: "*/*", cookie: bare.cookie } }),
          await client.request(address, { headers: { ...json, cookie: bare.cookie } }),
          await client.postJson(address, { id: "x" }, client.as(bare, json)),
          await client.postForm(address, { id: "x", _csrf: bare.xsrf }, { ...html, cookie: bare.cookie }),
        ];
        for (const refusal of refusals) {
          expect(refusal.status, address).toBe(403);
          expect(await refusal.text()).toContain(twoFactorMessages.enrolFirst);
        }
      });
    },
  );
});

import { isRouteErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteContent } from "~/content/site-content";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { enrolTestApp } from "../../../tests/support/two-factor";
import { startSession } from "../auth/sessions.server";
import { publishDraft, readArea, saveDraft } from "../content/store.server";
import { adminOf, guardAdminArea } from "./admin-area.server";
import { createOrPromoteAdmin } from "./admins.server";

const origin = "https://www.example.in";
const SECRET = "ONSWG4TFORSXG5DJNZTXI33SMVZXI2LO";

/** What the guard answers for one request: the response of the route, or what it threw. */
async function guard(site: InProcessSite, path: string, pattern: string, init: RequestInit) {
  const context = site.context();
  const request = new Request(`${origin}${path}`, init);
  try {
    const response = await guardAdminArea(
      { request, context, pattern, params: {}, url: new URL(request.url) },
      async () => new Response(`served to ${adminOf(context).user.email}`),
    );
    return {
      passed: true,
      status: (response as Response).status,
      location: null,
      body: await (response as Response).text(),
    };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { passed: false, status: thrown.status, location: thrown.headers.get("location"), body: "" };
    }
    if (isRouteErrorResponse(thrown) || (typeof thrown === "object" && thrown !== null && "data" in thrown)) {
      const refusal = thrown as { init?: ResponseInit; data: unknown };
      return {
        passed: false,
        status: refusal.init?.status,
        location: null,
        body: JSON.stringify(refusal.data),
      };
    }
    throw thrown;
  }
}

// The admin area's guard in process: REQUIRE_ADMIN_2FA on (the default) and off.
describe.each(testDialects)("the admin area's guard on %s", (dialect) => {
  let on: InProcessSite;
  let off: InProcessSite;
  beforeAll(async () => {
    on = await openInProcessSite(dialect);
    off = await openInProcessSite(dialect, { REQUIRE_ADMIN_2FA: "false" });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  /** A new admin's session cookie on a site, with an authenticator app when asked. */
  async function adminCookie(site: InProcessSite, withApp: boolean) {
    const email = `guarded.${tag()}@example.in`;
    const { userId } = await createOrPromoteAdmin(site.app.db, { email, password: "Guarded-pass-1" });
    if (withApp) await enrolTestApp(site.app, site.config, { email, totpSecret: SECRET });
    const cookies = await startSession(
      { db: site.app.db, config: site.config, clientIp: "203.0.113.9" },
      new Request(origin),
      userId,
    );
    return { email, cookie: cookies.map((line) => line.split(";")[0]).join("; ") };
  }

  const page = (cookie: string) => ({ headers: { cookie, accept: "text/html" } });

  it("sends an admin without a second factor from a page to the two-factor page, and refuses the rest with 403", async () => {
    const { cookie } = await adminCookie(on, false);
    expect(await guard(on, "/admin/home", "/admin/home", page(cookie))).toMatchObject({
      passed: false,
      status: 302,
      location: "/admin/two-factor?redirectTo=%2Fadmin%2Fhome",
    });
    // React Router's own fetch of a page's data (it reaches the guard without its `.data`), and a
    // download link followed in a browser, are sent the same way.
    for (const headers of [
      { cookie, accept: "*/*", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
      { cookie, accept: "*/*", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    ]) {
      expect(
        await guard(on, "/admin/export-users-pdf", "/admin/export-users-pdf", { headers }),
      ).toMatchObject({
        status: 302,
        location: "/admin/two-factor?redirectTo=%2Fadmin%2Fexport-users-pdf",
      });
    }
    // A JSON client, a script fetching the file, an action (from a form or a script).
    for (const init of <RequestInit[]>[
      { headers: { cookie, accept: "application/json" } },
      { headers: { cookie, accept: "*/*" } },
      { method: "POST", headers: { cookie, accept: "text/html", "sec-fetch-mode": "navigate" } },
      { method: "POST", headers: { cookie, accept: "application/json" } },
    ]) {
      const refused = await guard(on, "/admin/export-users-pdf", "/admin/export-users-pdf", init);
      expect(refused).toMatchObject({ passed: false, status: 403 });
      expect(JSON.parse(refused.body)).toEqual({ ok: false, error: twoFactorMessages.enrolFirst });
    }
  });

  it("lets an admin without a second factor reach the two-factor page, for GET and POST", async () => {
    const { cookie, email } = await adminCookie(on, false);
    for (const init of [page(cookie), { method: "POST", headers: { cookie } }]) {
      expect(await guard(on, "/admin/two-factor", "admin/two-factor", init)).toMatchObject({
        passed: true,
        body: `served to ${email}`,
      });
    }
  });

  it("lets an admin with a confirmed app anywhere in the area", async () => {
    const { cookie } = await adminCookie(on, true);
    expect(await guard(on, "/admin/home", "/admin/home", page(cookie))).toMatchObject({
      passed: true,
      status: 200,
    });
  });

  it("shows an admin what another worker has just published, before this worker's poll sees it", async () => {
    const { cookie } = await adminCookie(off, false);
    const actor = { id: null, email: "other-worker@example.in" };
    const name = `Published elsewhere ${tag()}`;
    const { revision } = await readArea(off.app.db, "profile");
    await saveDraft(off.app.db, "profile", { ...defaultSiteContent.profile, name }, revision, actor);
    expect(await publishDraft(off.app.db, "profile", revision + 1, actor)).toMatchObject({ ok: true });
    const context = off.context();
    const request = new Request(`${origin}/admin/setup`, page(cookie));
    const seen = await guardAdminArea(
      { request, context, pattern: "/admin/setup", params: {}, url: new URL(request.url) },
      async () => new Response(context.site.current().content.profile.name),
    );
    expect(await (seen as Response).text()).toBe(name);
  });

  it("with REQUIRE_ADMIN_2FA=false lets an admin without a second factor in", async () => {
    const { cookie } = await adminCookie(off, false);
    expect(await guard(off, "/admin/home", "/admin/home", page(cookie))).toMatchObject({
      passed: true,
      status: 200,
    });
  });
});

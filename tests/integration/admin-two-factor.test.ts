import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactorPages } from "~/content/pages/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { ADMIN, sessionOf, siteClient, tag } from "../support/site-client";
import { currentStep, totpAt } from "../support/totp";

// Two-factor sign-in through the real server: the wiring of the login, the second step and the
// admin's set-up page, for scripts (JSON) and for browsers without JavaScript (forms). The rules
// themselves are tested in process (auth/second-factor, admin/two-factor, admin-area).
describe.each(testDialects)("two-factor sign-in on %s", (dialect) => {
  let site: LeadSite;
  const client = siteClient(() => site.server.url);
  const html = { accept: "text/html" };
  const json = { accept: "application/json" };

  beforeAll(async () => {
    site = await startLeadSite(dialect);
  }, 60_000);
  afterAll(() => stopLeadSite(site));

  /** A browser's form post: urlencoded, asking for HTML. */
  const postPage = (path: string, values: Record<string, string>, cookie = "") =>
    client.postForm(path, values, { ...html, ...(cookie ? { cookie } : {}) });

  it("answers a script's right password with 202 and a session that signs in nothing, until the app's code completes it", async () => {
    const login = await client.postJson("/login", { email: ADMIN.email, password: ADMIN.password });
    expect(login.status).toBe(202);
    expect(await login.json()).toEqual({ ok: true, message: twoFactorMessages.codeNeeded });
    const pending = sessionOf(login);
    expect((await client.request("/user", { headers: { cookie: pending.cookie } })).status).toBe(401);
    const admin = await client.request("/admin/home", { headers: { ...html, cookie: pending.cookie } });
    expect(admin.status).toBe(302);
    expect(admin.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fhome");

    const wrong = await client.postJson(
      "/login/second-factor",
      { code: "000000" },
      { cookie: pending.cookie },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ ok: false, details: twoFactorMessages.wrongCode });

    const signedIn = await client.secondStep(pending, ADMIN.totpSecret);
    expect(signedIn.sid).not.toBe(pending.sid);
    expect((await client.request("/user", { headers: { cookie: signedIn.cookie } })).status).toBe(200);
    expect(
      (await client.request("/admin/home", { headers: { ...html, cookie: signedIn.cookie } })).status,
    ).toBe(200);
    expect((await client.request("/user", { headers: { cookie: pending.cookie } })).status).toBe(401);
  });

  it("takes a browser without JavaScript from the login form to the second step and on to where it was going", async () => {
    const login = await postPage("/login", {
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: "/admin/audit",
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/login/second-factor?redirectTo=%2Fadmin%2Faudit");
    const pending = sessionOf(login);
    const step = await client.request("/login/second-factor?redirectTo=%2Fadmin%2Faudit", {
      headers: { ...html, cookie: pending.cookie },
    });
    expect(step.status).toBe(200);
    const page = await step.text();
    expect(page).toContain(twoFactorPages.secondStep.labels.code);
    expect(page).toContain('name="redirectTo" value="/admin/audit"');

    let done: Response | undefined;
    for (const code of [
      totpAt(ADMIN.totpSecret, currentStep()),
      totpAt(ADMIN.totpSecret, currentStep() + 1),
    ]) {
      done = await postPage("/login/second-factor", { code, redirectTo: "/admin/audit" }, pending.cookie);
      if (done.status === 302) break;
    }
    expect(done?.status).toBe(302);
    expect(done?.headers.get("location")).toBe("/admin/audit");
    // Without a pending sign-in the page asks to log in again.
    const stale = await client.request("/login/second-factor", {
      headers: { ...html, cookie: pending.cookie },
    });
    expect(await stale.text()).toContain(twoFactorMessages.pendingExpired);
  });

  it("lets an admin set up an app with forms: QR code and key shown, confirmed by a code, ten recovery codes shown once, each signing in once", async () => {
    const account = { email: `forms.${tag()}@example.in`, password: "Forms-admin-pass-1" };
    await createOrPromoteAdmin(site.app.db, account);
    const session = await client.login(account);
    const pageOf = async () =>
      (await client.request("/admin/two-factor", { headers: { ...html, cookie: session.cookie } })).text();
    expect(await pageOf()).toContain(twoFactorPages.manage.required);

    const start = await postPage(
      "/admin/two-factor",
      { intent: "app-start", _csrf: session.xsrf },
      session.cookie,
    );
    expect(start.status).toBe(303);
    expect(start.headers.get("location")).toBe("/admin/two-factor");
    const shown = await pageOf();
    expect(shown).toContain(`alt="${twoFactorPages.manage.app.qrLabel}"`);
    expect(shown).toMatch(/src="data:image\/svg\+xml;base64,[\w+/=]+"/);
    const key = /<code[^>]*>([A-Z2-7 ]{39})<\/code>/.exec(shown)?.[1]?.replaceAll(" ", "") ?? "";
    expect(key).toMatch(/^[A-Z2-7]{32}$/);

    const confirmed = await postPage(
      "/admin/two-factor",
      { intent: "app-confirm", code: totpAt(key, currentStep() - 1), _csrf: session.xsrf },
      session.cookie,
    );
    expect(confirmed.status).toBe(200);
    const withCodes = await confirmed.text();
    expect(withCodes).toContain(twoFactorMessages.appConfirmedWithCodes);
    const codes = [...withCodes.matchAll(/<li>([0-9a-z]{6}(?:-[0-9a-z]{6}){3})<\/li>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(codes).toHaveLength(10);
    expect(await pageOf()).not.toContain(codes[0]);
    // The area is open now.
    expect(
      (await client.request("/admin/home", { headers: { ...html, cookie: session.cookie } })).status,
    ).toBe(200);

    const signInWith = async (code: string) => {
      const pending = sessionOf(await client.postJson("/login", account));
      return client.postJson("/login/second-factor", { code }, { ...json, cookie: pending.cookie });
    };
    expect((await signInWith(codes[3] ?? "")).status).toBe(200);
    const again = await signInWith(codes[3] ?? "");
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ details: twoFactorMessages.wrongCode });
  });
});

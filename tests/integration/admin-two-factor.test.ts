import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountPages } from "~/content/pages/account";
import { twoFactorPages } from "~/content/pages/two-factor";
import { confirmAccessMessages, confirmAccessPath } from "~/lib/confirm-access";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { newTotpSecret } from "~/server/auth/totp.server";
import { ageConfirmation } from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { ADMIN, sessionOf, tag } from "../support/site-client";
import { currentStep, totpAt } from "../support/totp";

// Two-factor sign-in through the real server: the wiring of the login, the second step and the
// admin's set-up page, for scripts (JSON) and for browsers without JavaScript (forms). The rules
// themselves are tested in process (auth/second-factor, admin/two-factor, admin-area).
describe.each(testDialects)("two-factor sign-in on %s", (dialect) => {
  const { site, client } = useAdminSite(dialect, {}, { signIn: false });
  const html = { accept: "text/html" };
  const json = { accept: "application/json" };

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

  it("leads a browser without JavaScript from the saved recovery codes on to the page it was sent from, only within the site", async () => {
    const account = { email: `onward.${tag()}@example.in`, password: "Onward-admin-pass-1" };
    await createOrPromoteAdmin(site.app.db, account);
    const session = await client.login(account);
    const asked = await client.request("/admin/audit?page=2", {
      headers: { ...html, cookie: session.cookie },
    });
    expect(asked.status).toBe(302);
    const setUp = asked.headers.get("location") ?? "";
    expect(setUp).toBe("/admin/two-factor?redirectTo=%2Fadmin%2Faudit%3Fpage%3D2");
    const start = await postPage(setUp, { intent: "app-start", _csrf: session.xsrf }, session.cookie);
    expect(start.status).toBe(303);
    expect(start.headers.get("location")).toBe(setUp);
    const shown = await (
      await client.request(setUp, { headers: { ...html, cookie: session.cookie } })
    ).text();
    const key = /<code[^>]*>([A-Z2-7 ]{39})<\/code>/.exec(shown)?.[1]?.replaceAll(" ", "") ?? "";
    const confirmed = await postPage(
      setUp,
      { intent: "app-confirm", code: totpAt(key, currentStep() - 1), _csrf: session.xsrf },
      session.cookie,
    );
    expect(confirmed.status).toBe(200);
    const withCodes = await confirmed.text();
    const { manage } = twoFactorPages;
    expect(withCodes).toContain(manage.recovery.newCodes);
    expect(withCodes).toContain(`href="/admin/audit?page=2"`);
    expect(withCodes).toContain(`>${manage.recovery.continue}</a>`);
    // The codes and the step on are the page: the settings wait until after it.
    expect(withCodes).not.toContain(manage.app.remove);
    const code = /<li>([0-9a-z]{6}(?:-[0-9a-z]{6}){3})<\/li>/.exec(withCodes)?.[1] ?? "";
    expect(code).not.toBe("");
    const onward = await client.request("/admin/audit?page=2", {
      headers: { ...html, cookie: session.cookie },
    });
    expect(onward.status).toBe(200);
    expect(await onward.text()).not.toContain(code);
    const again = await client.request(setUp, { headers: { ...html, cookie: session.cookie } });
    expect(await again.text()).not.toContain(code);

    // Another site, or a path that leaves this one, leads to the admin home instead.
    for (const away of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const issued = await postPage(
        `/admin/two-factor?redirectTo=${encodeURIComponent(away)}`,
        { intent: "recovery-codes", _csrf: session.xsrf },
        session.cookie,
      );
      expect(issued.status, away).toBe(200);
      const page = await issued.text();
      expect(page).toContain(`href="/admin/home"`);
      expect(page).not.toMatch(/href="[^"]*evil/);
    }
  });

  /** An admin of its own with an app whose key the test knows, fully signed in. */
  async function adminWithApp() {
    const account = {
      email: `sudo.${tag()}@example.in`,
      password: "Sudo-admin-pass-1",
      totpSecret: newTotpSecret(),
    };
    await createOrPromoteAdmin(site.app.db, account);
    await site.enrolApp(account);
    return { account, session: await client.login(account) };
  }
  const ageSession = (session: { sid: string }) => ageConfirmation(site.app.db, session.sid);

  it("refuses a factor change to a session whose password and code are over 10 minutes old: 403 to scripts, the confirmation page to browsers, nothing changed", async () => {
    const { account, session } = await adminWithApp();
    await ageSession(session);
    const page = confirmAccessPath("/admin/two-factor");
    for (const intent of ["passkey-options", "app-start", "app-remove", "recovery-codes"]) {
      const script = await client.postJson(
        "/admin/two-factor",
        { intent },
        { ...client.as(session), ...json },
      );
      expect(script.status, intent).toBe(403);
      expect(await script.json()).toEqual({ ok: false, error: confirmAccessMessages.needed });
      const browser = await postPage("/admin/two-factor", { intent, _csrf: session.xsrf }, session.cookie);
      expect(browser.status, intent).toBe(303);
      expect(browser.headers.get("location")).toBe(page);
    }
    const shown = await client.request("/admin/two-factor", { headers: { ...html, cookie: session.cookie } });
    expect(shown.status).toBe(302);
    expect(shown.headers.get("location")).toBe(page);
    expect(await site.app.db.selectFrom("passkey_challenges").selectAll().execute()).toEqual([]);
    expect(
      await site.app.db
        .selectFrom("totp_factors")
        .innerJoin("users", "users.id", "totp_factors.user_id")
        .select("confirmed_at")
        .where("users.email", "=", account.email)
        .executeTakeFirst(),
    ).toMatchObject({ confirmed_at: expect.any(String) });
  });

  it("opens them again once /confirm-access has the password and a current code, under a new session id; the change is mailed", async () => {
    const { account, session } = await adminWithApp();
    await ageSession(session);
    const asked = await client.request("/confirm-access?redirectTo=%2Fadmin%2Ftwo-factor", {
      headers: { ...html, cookie: session.cookie },
    });
    expect(asked.status).toBe(200);
    const form = await asked.text();
    expect(form).toContain(accountPages.confirmAccess.labels.code);
    expect(form).toContain('name="redirectTo" value="/admin/two-factor"');

    const fresh = () => totpAt(account.totpSecret, currentStep() + 1);
    const passwordOnly = await postPage(
      "/confirm-access",
      { intent: "confirm", password: account.password, redirectTo: "/admin/two-factor", _csrf: session.xsrf },
      session.cookie,
    );
    expect(passwordOnly.status).toBe(400);
    expect(await passwordOnly.text()).toContain(confirmAccessMessages.factorRequired);
    const confirmed = await postPage(
      "/confirm-access",
      {
        intent: "confirm",
        password: account.password,
        code: fresh(),
        redirectTo: "/admin/two-factor",
        _csrf: session.xsrf,
      },
      session.cookie,
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/admin/two-factor");
    const moved = sessionOf(confirmed);
    expect(moved.sid).not.toBe(session.sid);
    expect((await client.request("/user", { headers: { cookie: session.cookie } })).status).toBe(401);

    const options = await client.postJson(
      "/admin/two-factor",
      { intent: "passkey-options" },
      { ...client.as(moved), ...json },
    );
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({ challenge: expect.any(String) });
    const codes = await client.postJson(
      "/admin/two-factor",
      { intent: "recovery-codes" },
      { ...client.as(moved), ...json },
    );
    expect(codes.status).toBe(200);
    const notice = await site.sink.waitFor(
      (mail) => mail.to.includes(account.email) && mail.subject === "Your two-factor sign-in was changed",
    );
    expect(notice.text).toContain("New recovery codes were made for your account.");
  });

  it("answers hostile confirmations with a 4xx, never a 5xx, and confirms nothing", async () => {
    const { session } = await adminWithApp();
    await ageSession(session);
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "binary", maxLength: 3000 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            intent: fc.oneof(fc.constantFrom("confirm", "passkey", "passkey-options"), text),
            password: fc.oneof(text, fc.integer(), fc.constant(null)),
            code: fc.oneof(text, fc.integer(), fc.array(text, { maxLength: 3 })),
            redirectTo: fc.oneof(text, fc.webUrl()),
            response: fc.oneof(fc.object(), text),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const answer = await client.postJson("/confirm-access", body, { ...client.as(session), ...json });
          const okForOptions = body.intent === "passkey-options" && answer.status === 200;
          if (!okForOptions)
            expect(answer.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(answer.headers.getSetCookie()).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
    const still = await client.postJson(
      "/admin/two-factor",
      { intent: "app-start" },
      { ...client.as(session), ...json },
    );
    expect(still.status).toBe(403);
  });
});

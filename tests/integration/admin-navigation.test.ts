import { beforeAll, describe, expect, it } from "vitest";
import { accountPages } from "~/content/pages/account";
import { areaHomes } from "~/lib/area-home";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { markSetupShown } from "~/server/content/setup.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { ADMIN, sessionOf, tag } from "../support/site-client";
import { currentStep, totpAt } from "../support/totp";

const html = { accept: "text/html" };

// A browser's sign-in lands in the account's own area, and the admin
// area has a way out.
describe.each(testDialects)("signing in and out of the admin area on %s", (dialect) => {
  const { site, client } = useAdminSite(dialect, {}, { signIn: false });

  beforeAll(async () => {
    // The checklist of a first sign-in after install has been shown.
    await markSetupShown(site.app.db);
  }, 60_000);

  /** A new admin with an authenticator app (a code is good for one sign-in of an account). */
  async function newAdmin() {
    const admin = {
      email: `staff.${tag()}@example.in`,
      password: "Staff-pass-4-tests",
      totpSecret: ADMIN.totpSecret,
    };
    await createOrPromoteAdmin(site.app.db, admin);
    await site.enrolApp(admin);
    return admin;
  }

  /** A browser's sign-in through the forms: the password, then (for an admin) the app's code. */
  async function browserSignIn(account: { email: string; password: string }, redirectTo?: string) {
    const fields = { email: account.email, password: account.password, redirectTo: redirectTo ?? "" };
    const login = await client.postForm("/login", fields, html);
    expect(login.status).toBe(302);
    const next = login.headers.get("location") ?? "";
    if (!next.startsWith("/login/second-factor")) return { location: next, session: sessionOf(login) };
    const pending = sessionOf(login);
    const hidden = /name="redirectTo" value="([^"]*)"/.exec(
      await (await client.request(next, { headers: { ...html, cookie: pending.cookie } })).text(),
    )?.[1];
    // This step's code, else the next one's (another test may have used this step's).
    for (const step of [currentStep(), currentStep() + 1]) {
      const answer = await client.postForm(
        "/login/second-factor",
        { code: totpAt(ADMIN.totpSecret, step), redirectTo: hidden ?? "" },
        { ...html, cookie: pending.cookie },
      );
      if (answer.status === 302)
        return { location: answer.headers.get("location"), session: sessionOf(answer) };
    }
    throw new Error("the second step refused the app's codes");
  }

  it("lands an admin's sign-in, after the second factor, on the admin home; a user's on the profile; redirectTo wins", async () => {
    expect((await browserSignIn(await newAdmin())).location).toBe(areaHomes.admin);
    expect((await browserSignIn(await newAdmin(), "/admin/inbox?kind=need")).location).toBe(
      "/admin/inbox?kind=need",
    );
    // Asked for, the profile is where an admin goes too.
    expect((await browserSignIn(await newAdmin(), "/home")).location).toBe("/home");
    // A target off the site is no target: the area's home.
    expect((await browserSignIn(await newAdmin(), "//evil.example/x")).location).toBe(areaHomes.admin);
    const user = await client.register();
    expect((await browserSignIn(user)).location).toBe(areaHomes.user);
    expect((await browserSignIn(user, "/edit")).location).toBe("/edit");
  });

  it("has a Logout form in the admin menu of an admin page, which signs the admin out without a script", async () => {
    const { session } = await browserSignIn(await newAdmin());
    const page = await client.request("/admin/inbox", { headers: { ...html, cookie: session.cookie } });
    expect(page.status).toBe(200);
    const menu = /<nav aria-label="Admin"[^>]*>(.*?)<\/nav>/s.exec(await page.text())?.[1] ?? "";
    const form = /<form action="\/logout" method="post">(.*?)<\/form>/s.exec(menu)?.[1] ?? "";
    expect(form).toContain(`>${accountPages.logout.submit}</button>`);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form)?.[1] ?? "";
    expect(csrf).toBe(session.xsrf);
    // What the browser sends for the form: its fields, no XSRF header.
    const out = await client.postForm("/logout", { _csrf: csrf }, { ...html, cookie: session.cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/login");
    const after = await client.request("/admin/home", { headers: { ...html, cookie: session.cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/login\?/);
  });
});

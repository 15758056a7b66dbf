/**
 * The three sign-in screens with any `redirectTo` a link could carry, through the real server: never
 * a 5xx, never a Location off the site, and a browser that follows such a link through the second
 * step still ends signed in (the second step spends its code before it redirects). The rule itself,
 * `safeRedirect`, is tested in process with many more targets (auth/guards.server.test.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueRecoveryCodes } from "~/server/auth/recovery-codes.server";
import { newTotpSecret } from "~/server/auth/totp.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { redirectTargets } from "../support/redirect-targets";
import { type Session, sessionOf } from "../support/site-client";

const APP_URL = "https://www.example.in";

describe.each(testDialects)("sign-in redirects on %s", (dialect) => {
  // Each run costs a password hash and a few pages: enough to reach the tricky beginnings often.
  // The targets meet no query, so on PostgreSQL a quarter of the runs show its sign-in lands too.
  const RUNS = dialect === "sqlite" ? 60 : 15;
  const { site, client } = useAdminSite(dialect, { APP_URL }, { signIn: false });
  const html = { accept: "text/html" };
  const targets = redirectTargets(APP_URL);

  /** A screen's address with this target in its query, spelled as a browser spells it. */
  const screen = (path: string, to: string) => `${path}?${new URLSearchParams({ redirectTo: to })}`;

  /** The attribute value React wrote, as the browser reads it. */
  const attribute = (escaped: string) =>
    escaped
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");

  /** The `redirectTo` a sign-in form carries to its action. */
  const carried = (page: string) => {
    const match = /<input type="hidden" name="redirectTo" value="([^"]*)"/.exec(page);
    expect(match, "the form's redirectTo").not.toBeNull();
    return attribute(match?.[1] ?? "");
  };

  /** A page of this site: a path that resolves to APP_URL's origin, never "//host". */
  const expectOnSite = (target: string | null) => {
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target ?? "", `${APP_URL}/login`).origin).toBe(APP_URL);
  };

  /** What a sign-in screen carries on: a page of this site, or none ("": the account's own area). */
  const expectOnSiteOrNone = (target: string | null) => {
    if (target) expectOnSite(target);
    else expect(target === "" || target === null).toBe(true);
  };

  /** A page answered below 500, as HTML. */
  const pageAt = async (path: string, cookie?: string) => {
    const response = await client.request(path, { headers: { ...html, ...(cookie ? { cookie } : {}) } });
    expect(response.status, `GET ${path}`).toBeLessThan(500);
    return response.text();
  };

  /** A browser's form post, answered with a redirect on this site. */
  const postRedirected = async (path: string, values: Record<string, string>, cookie?: string) => {
    const response = await client.postForm(path, values, { ...html, ...(cookie ? { cookie } : {}) });
    expect(response.status, `POST ${path}`).toBe(302);
    expectOnSite(response.headers.get("location"));
    return response;
  };

  const expectSignedIn = async (session: Session) => {
    expect((await client.request("/user", { headers: { cookie: session.cookie } })).status).toBe(200);
  };

  it("/login: the page offers only a path on this site, and the password sends the browser there", async () => {
    const { email, password } = await client.register();
    await fc.assert(
      fc.asyncProperty(targets, async (to) => {
        expectOnSiteOrNone(carried(await pageAt(screen("/login", to))));
        const login = await postRedirected("/login", { email, password, redirectTo: to });
        await expectSignedIn(sessionOf(login));
      }),
      { numRuns: RUNS },
    );
  });

  it("/login/second-factor: a link's target, carried from the login form through the second step, ends signed in on this site", async () => {
    const { email, password } = await client.register();
    const userId = await site.enrolApp({ email, totpSecret: newTotpSecret() });
    let codes: string[] = [];
    await fc.assert(
      fc.asyncProperty(targets, async (to) => {
        const offered = carried(await pageAt(screen("/login", to)));
        const login = await postRedirected("/login", { email, password, redirectTo: offered });
        const secondStep = login.headers.get("location") ?? "";
        expect(secondStep).toMatch(/^\/login\/second-factor(?:\?redirectTo=|$)/);
        const pending = sessionOf(login);
        const carriedOn = carried(await pageAt(secondStep, pending.cookie));
        expectOnSiteOrNone(carriedOn);
        if (codes.length === 0) codes = await issueRecoveryCodes(site.app.db, userId);
        const code = codes.pop() ?? "";
        const done = await postRedirected(
          "/login/second-factor",
          { code, redirectTo: carriedOn },
          pending.cookie,
        );
        await expectSignedIn(sessionOf(done));
      }),
      { numRuns: RUNS },
    );
  });

  it("/login/passkey: the page offers only a path on this site", async () => {
    await fc.assert(
      fc.asyncProperty(targets, async (to) => {
        const page = await pageAt(screen("/login/passkey", to));
        // The link back to the password form carries the page's target.
        const link = /href="(\/login(?:\?redirectTo=[^"]*)?)"/.exec(page);
        expect(link, "the password link").not.toBeNull();
        expectOnSiteOrNone(new URL(attribute(link?.[1] ?? ""), APP_URL).searchParams.get("redirectTo"));
      }),
      { numRuns: RUNS },
    );
  });
});

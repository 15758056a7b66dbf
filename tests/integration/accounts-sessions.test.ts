/**
 * Accounts, registering and signing in: registration, login, sessions and logout, the cookies'
 * flags on an https and an http site, and the cross-site refusal of a login.
 */
import { createHash, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import type { AppDatabase } from "~/server/db/database.server";
import { APP_URL, accountClient, newAccount, sessionIdIn, setCookies, tag } from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";

const text = messages.account;

describe.each(testDialects)("accounts on %s", (dialect) => {
  describe(`a site at ${APP_URL}`, () => {
    const { site } = useAdminSite(dialect, { APP_URL }, { signIn: false });
    let app: AppDatabase;
    const { request, postJson, postForm, register, login, sessionOf, getUser, userRow, sessionRows } =
      accountClient(() => site);

    beforeAll(async () => {
      ({ app } = site);
    });

    it("registers with JSON, stores the email lower-cased, and GET /user shows the user after login", async () => {
      const t = tag();
      const account = { ...newAccount(t), email: `Mixed.${t}@Example.COM` };
      const response = await postJson("/register", account);
      expect(response.status).toBe(201);
      const answer = await response.json();
      expect(answer).toMatchObject({ ok: true, message: text.registered, id: expect.any(String) });
      const row = await userRow(account.email.toLowerCase());
      expect(row).toMatchObject({
        id: answer.id,
        name: account.name,
        email: account.email.toLowerCase(),
        mobile: account.mno,
        role: "user",
        is_verified: 0,
      });
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      // Any case of the address logs in.
      const session = await login({ email: account.email.toUpperCase(), password: account.password });
      const user = await getUser(session.cookie);
      expect(user.status).toBe(200);
      expect(user.headers.get("cache-control")).toBe("no-store");
      // The signed-in pages hold the user's data or the session's XSRF token: never kept by a cache.
      for (const page of ["/home", "/logout"]) {
        const shown = await request(page, { headers: { cookie: session.cookie } });
        expect(shown.status, page).toBe(200);
        expect(shown.headers.get("cache-control"), page).toBe("no-store");
      }
      expect(await user.json()).toEqual({
        _id: answer.id,
        name: account.name,
        image: null,
        email: account.email.toLowerCase(),
        mobile: account.mno,
        is_verified: 0,
      });
      // POST /home, the profile's call in the spec, answers the same user; nobody signed in gets 401.
      const home = await request("/home", {
        method: "POST",
        headers: { cookie: session.cookie, accept: "application/json" },
      });
      expect(home.status).toBe(200);
      expect(await home.json()).toEqual(await (await getUser(session.cookie)).json());
      const anonymous = await request("/home", { method: "POST", headers: { accept: "application/json" } });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ ok: false });
    });

    it("keeps emails unique whatever their case: 'A@X.in' then 'a@x.in' is a 409", async () => {
      const t = tag();
      const first = await postJson("/register", { ...newAccount(t), email: `A.${t}@X.in` });
      expect(first.status).toBe(201);
      expect((await userRow(`a.${t}@x.in`))?.email).toBe(`a.${t}@x.in`);
      const second = await postJson("/register", { ...newAccount(t), email: `a.${t}@x.in` });
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({
        ok: false,
        error: text.registerFailed,
        fields: { email: text.emailTaken },
      });
      const rows = await app.db.selectFrom("users").select("id").where("email", "=", `a.${t}@x.in`).execute();
      expect(rows).toHaveLength(1);
    });

    it("registers from an urlencoded form post too", async () => {
      const account = newAccount();
      const response = await postForm("/register", { ...account });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ ok: true, message: text.registered });
      expect(await userRow(account.email)).toBeDefined();
    });

    it("gives a new session id at every login, and never accepts one set before login", async () => {
      const account = await register();
      const first = await login(account);
      const second = await login(account);
      expect(first.sid).not.toBe(second.sid);
      expect(first.xsrf).not.toBe(second.xsrf);
      expect(sessionIdIn(first.sid)).toMatch(/^[\w-]{43}$/);

      // A session id planted before login (session fixation) is not taken over.
      const planted = randomBytes(32).toString("base64url");
      const third = await login(account, { cookie: `__Host-sid=${planted}` });
      expect(third.sid).not.toBe(planted);
      expect((await getUser(`__Host-sid=${planted}`)).status).toBe(401);
      expect(
        await app.db
          .selectFrom("sessions")
          .select("id_hash")
          .where("id_hash", "=", createHash("sha256").update(planted).digest("hex"))
          .execute(),
      ).toHaveLength(0);
      expect((await getUser(third.cookie)).status).toBe(200);
      // Only the hash of an id is stored.
      expect(await sessionRows(third.sid)).toHaveLength(1);
      const raw = await app.db.selectFrom("sessions").select("id_hash").execute();
      expect(raw.map((row) => row.id_hash)).not.toContain(sessionIdIn(third.sid));
    });

    it("answers a wrong password and an unknown address alike: 401 'Wrong email or password.'", async () => {
      const account = await register();
      const wrong = await postJson("/login", { email: account.email, password: `${account.password}x` });
      const unknown = await postJson("/login", {
        email: `nobody.${tag()}@example.com`,
        password: "whatever-1",
      });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await response.json()).toEqual({ ok: false, error: text.loginFailed });
      }
    });

    it("redirects a browser form login to redirectTo on this site, or to /home", async () => {
      const account = await register();
      const cases = [
        ["/edit?id=1", "/edit?id=1"],
        ["//evil.com", "/home"],
        // Browsers drop the tab from a Location and would go to //evil.example.
        ["/\t/evil.example", "/home"],
        ["https://evil.com", "/home"],
        ["", "/home"],
      ];
      for (const [redirectTo, location] of cases) {
        const response = await postForm(
          "/login",
          { email: account.email, password: account.password, redirectTo: redirectTo ?? "" },
          { accept: "text/html" },
        );
        expect([302, 303]).toContain(response.status);
        expect(response.headers.get("location")).toBe(location);
        expect(setCookies(response).has("__Host-sid")).toBe(true);
      }
    });

    it("logout ends the session on the server: the old cookie is dead and its row is gone", async () => {
      const account = await register();
      const session = await login(account);
      const other = await login(account);
      expect(await sessionRows(session.sid)).toHaveLength(1);

      // Without the XSRF token a signed-in logout is refused and the session lives on.
      const refused = await postJson("/logout", {}, { cookie: session.cookie });
      expect(refused.status).toBe(403);
      expect((await getUser(session.cookie)).status).toBe(200);

      const response = await postJson(
        "/logout",
        {},
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, message: text.loggedOut });
      const cleared = setCookies(response);
      expect(cleared.get("__Host-sid")).toMatch(/^__Host-sid=; .*Max-Age=0/);
      expect(cleared.get("__Host-XSRF-TOKEN")).toMatch(/^__Host-XSRF-TOKEN=; .*Max-Age=0/);
      expect(cleared.get("__Host-area")).toMatch(/^__Host-area=; .*Max-Age=0/);

      expect((await getUser(session.cookie)).status).toBe(401);
      expect(await sessionRows(session.sid)).toHaveLength(0);
      // Another device's session is not this one's business.
      expect((await getUser(other.cookie)).status).toBe(200);
    });

    it("says so on /login after a browser signs out, once, instead of the page's empty message", async () => {
      const session = await login(await register());
      const out = await postForm(
        "/logout",
        { _csrf: session.xsrf },
        { cookie: session.cookie, accept: "text/html" },
      );
      const flag = setCookies(out).get("__Host-signed-out")?.split(";")[0] ?? "";
      expect(flag).toBe("__Host-signed-out=1");
      const landed = await request("/login", { headers: { cookie: flag, accept: "text/html" } });
      const page = await landed.text();
      expect(page).toContain(text.loggedOut);
      expect(page).not.toContain(text.loginNoMessage);
      expect(setCookies(landed).get("__Host-signed-out")).toMatch(/Max-Age=0/);
      const again = await (await request("/login", { headers: { accept: "text/html" } })).text();
      expect(again).toContain(text.loginNoMessage);
    });

    it("logs out from a browser form with the _csrf field and redirects to /login", async () => {
      const account = await register();
      const session = await login(account);
      const response = await postForm(
        "/logout",
        { _csrf: session.xsrf },
        { cookie: session.cookie, accept: "text/html" },
      );
      expect([302, 303]).toContain(response.status);
      expect(response.headers.get("location")).toBe("/login");
      expect((await getUser(session.cookie)).status).toBe(401);
    });

    it("lists the sessions on /home with device, address and last use, and 'Log out everywhere else' ends all but this one", async () => {
      const account = await register();
      const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
      const phone =
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
      const here = await login(account, { "user-agent": firefox });
      const phoneSession = await login(account, { "user-agent": phone });
      const script = await login(account, { "user-agent": "curl/8.5.0" });
      const [row] = await sessionRows(here.sid);
      expect(row).toMatchObject({ device: "Firefox on Windows", ip: expect.stringMatching(/127\.0\.0\.1/) });

      const profile = await request("/home", { headers: { cookie: here.cookie } });
      expect(profile.status).toBe(200);
      const page = await profile.text();
      const section = page.slice(page.indexOf("Your sessions"));
      const rows = [...section.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => match[1] ?? "").slice(1);
      expect(rows).toHaveLength(3);
      // This device first, marked; the others after it, each with its address and last use.
      expect(rows[0]).toContain("Firefox on Windows");
      expect(rows[0]).toContain("This device");
      expect(rows.slice(1).join("")).not.toContain("This device");
      expect(rows.join("")).toContain("Chrome on Android");
      expect(rows.join("")).toContain("curl");
      for (const shown of rows) {
        expect(shown).toContain(row?.ip ?? "no address");
        expect(shown).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/);
      }
      // A plain form (no script needed) posting the session's XSRF token to /logout.
      const form =
        /<form[^>]*action="\/logout"[^>]*>((?:(?!<\/form>).)*Log out everywhere else(?:(?!<\/form>).)*)<\/form>/.exec(
          section,
        );
      expect(form?.[0]).toMatch(/method="post"/);
      expect(form?.[1]).toContain(`name="_csrf" value="${here.xsrf}"`);
      expect(form?.[1]).toContain('name="scope" value="others"');

      // Without the XSRF token nothing ends.
      expect((await postForm("/logout", { scope: "others" }, { cookie: here.cookie })).status).toBe(403);
      expect((await getUser(phoneSession.cookie)).status).toBe(200);

      const done = await postForm(
        "/logout",
        { _csrf: here.xsrf, scope: "others" },
        { cookie: here.cookie, accept: "text/html" },
      );
      expect([302, 303]).toContain(done.status);
      expect(done.headers.get("location")).toBe("/home?result=others-logged-out");
      expect(done.headers.getSetCookie()).toEqual([]);
      expect((await getUser(phoneSession.cookie)).status).toBe(401);
      expect((await getUser(script.cookie)).status).toBe(401);
      expect((await getUser(here.cookie)).status).toBe(200);
      const after = await (
        await request("/home?result=others-logged-out", { headers: { cookie: here.cookie } })
      ).text();
      expect(after).toMatch(new RegExp(`role="status"[^>]*><p[^>]*>${text.otherSessionsEnded}`));
      expect(after).not.toContain("Chrome on Android");

      // Scripts: JSON with the header.
      const other = await login(account);
      const json = await postJson(
        "/logout",
        { scope: "others" },
        { cookie: here.cookie, "x-xsrf-token": here.xsrf },
      );
      expect(json.status).toBe(200);
      expect(await json.json()).toEqual({ ok: true, message: text.otherSessionsEnded });
      expect((await getUser(other.cookie)).status).toBe(401);
      expect((await getUser(here.cookie)).status).toBe(200);
    });

    it("names the cookies __Host-sid (HttpOnly), __Host-XSRF-TOKEN and __Host-area (readable), Secure, Path=/, SameSite=Lax and no Domain (APP_URL is https)", async () => {
      const account = await register();
      const response = await postJson("/login", { email: account.email, password: account.password });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, message: text.loggedIn });
      const cookies = setCookies(response);
      expect([...cookies.keys()]).toEqual(["__Host-sid", "__Host-XSRF-TOKEN", "__Host-area"]);
      const sid = (cookies.get("__Host-sid") ?? "").split("; ");
      expect(sid).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Secure"]));
      const xsrf = (cookies.get("__Host-XSRF-TOKEN") ?? "").split("; ");
      expect(xsrf).toEqual(expect.arrayContaining(["SameSite=Lax", "Path=/", "Secure"]));
      expect(xsrf).not.toContain("HttpOnly");
      // The account's area, for the header's link (decision 043): readable too.
      const area = (cookies.get("__Host-area") ?? "").split("; ");
      expect(area).toEqual(expect.arrayContaining(["__Host-area=user", "SameSite=Lax", "Path=/", "Secure"]));
      expect(area).not.toContain("HttpOnly");
      for (const line of cookies.values()) expect(line).not.toMatch(/Domain=/i);
      // A session cookie under the plain name is not read on this site.
      const session = sessionOf(response);
      expect((await getUser(`sid=${session.sid}`)).status).toBe(401);
      expect((await getUser(session.cookie)).status).toBe(200);
    });

    it("refuses a cross-site POST /login with 403 and no cookie", async () => {
      const account = await register();
      for (const headers of [
        { "sec-fetch-site": "cross-site" },
        { origin: "https://evil.example" },
      ] as Record<string, string>[]) {
        const response = await postJson(
          "/login",
          { email: account.email, password: account.password },
          headers,
        );
        expect(response.status).toBe(403);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await response.json()).toEqual({ ok: false, error: messages.generic.crossSite });
      }
      // Same-origin browser requests and the server's own origin are fine.
      for (const headers of [{ "sec-fetch-site": "same-origin" }, { origin: site.server.url }] as Record<
        string,
        string
      >[]) {
        const response = await postJson(
          "/login",
          { email: account.email, password: account.password },
          headers,
        );
        expect(response.status, `${JSON.stringify(headers)} ${await response.clone().text()}`).toBe(200);
      }
    });
  });

  describe("a site at http://", () => {
    const { site } = useAdminSite(dialect, { APP_URL: "http://localhost:3000" }, { signIn: false });
    const { register, postJson } = accountClient(() => site);

    it("keeps the names sid, XSRF-TOKEN and area, with no Secure flag on any cookie, keeping the others", async () => {
      const account = await register();
      const response = await postJson("/login", { email: account.email, password: account.password });
      expect(response.status).toBe(200);
      const cookies = setCookies(response);
      expect([...cookies.keys()]).toEqual(["sid", "XSRF-TOKEN", "area"]);
      const sid = (cookies.get("sid") ?? "").split("; ");
      expect(sid).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
      expect(sid).not.toContain("Secure");
      const xsrf = (cookies.get("XSRF-TOKEN") ?? "").split("; ");
      expect(xsrf).not.toContain("Secure");
      expect(xsrf).not.toContain("HttpOnly");
      expect(cookies.get("area")).not.toMatch(/Secure/);
    });
  });
});

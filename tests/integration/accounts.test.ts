import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import type { AppDatabase } from "~/server/db/database.server";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import type { ReceivedMail, SmtpSink } from "../support/smtp";

/** A short random tag, so each test has its own accounts, rows and mails. */
const tag = () => randomBytes(4).toString("hex");

const APP_URL = "https://www.example.in";
const VERIFY_SUBJECT = "Verify your email address";
const RESET_SUBJECT = "Reset your password";
const text = messages.account;

interface Account {
  name: string;
  email: string;
  mno: string;
  password: string;
}

/** What a login leaves in the browser: the two cookies, and a Cookie header that sends both back. */
interface Session {
  sid: string;
  xsrf: string;
  cookie: string;
}

const newAccount = (t = tag()): Account => ({
  name: `Asha ${t}`,
  email: `asha.${t}@example.com`,
  mno: "9876543210",
  password: `Tulip-${t}-river`,
});

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(response: Response): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) lines.set(line.split("=")[0] ?? "", line);
  return lines;
}

/**
 * The session id inside a `sid` cookie value: React Router's signed cookie is the id as base64
 * JSON, a dot and the signature, URL-encoded.
 */
const sessionIdIn = (sid: string): string =>
  JSON.parse(Buffer.from(decodeURIComponent(sid).split(".")[0] ?? "", "base64").toString("utf8"));

const cookieValue = (line: string | undefined) => line?.split(";")[0]?.split("=").slice(1).join("=") ?? "";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const report = (line: string) => process.stdout.write(`[accounts] ${line}\n`);

/** Headers that may differ between any two answers (when, which request, and the CSP nonce). */
function comparableHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (["date", "x-request-id", "etag", "last-modified", "keep-alive"].includes(name)) continue;
    kept[name] = value.replace(/'nonce-[^']+'/g, "'nonce-…'");
  }
  return kept;
}

async function pngImage(width = 320, height = 240) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

describe.each(testDialects)("accounts on %s", (dialect) => {
  /** Everything a test needs to talk to one running site. */
  function client(getSite: () => LeadSite) {
    const url = () => getSite().server.url;
    const request = (pathname: string, init?: RequestInit) =>
      fetch(new URL(pathname, url()), { redirect: "manual", ...init });
    const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      request(pathname, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const postForm = (
      pathname: string,
      values: Record<string, string>,
      headers: Record<string, string> = { accept: "application/json" },
    ) =>
      request(pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(values),
      });
    const postRaw = (
      pathname: string,
      contentType: string,
      body: string,
      headers: Record<string, string> = {},
    ) =>
      request(pathname, {
        method: "POST",
        headers: { "content-type": contentType, accept: "application/json", ...headers },
        body,
      });

    async function register(account: Account = newAccount()) {
      const response = await postJson("/register", account);
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
      return account;
    }

    async function login(account: Pick<Account, "email" | "password">, headers: Record<string, string> = {}) {
      const response = await postJson(
        "/login",
        { email: account.email, password: account.password },
        headers,
      );
      expect(response.status).toBe(200);
      return sessionOf(response);
    }

    function sessionOf(response: Response): Session {
      const cookies = setCookies(response);
      const sid = cookieValue(cookies.get("sid"));
      const xsrf = decodeURIComponent(cookieValue(cookies.get("XSRF-TOKEN")));
      expect(sid).not.toBe("");
      expect(xsrf).not.toBe("");
      return { sid, xsrf, cookie: `sid=${sid}; XSRF-TOKEN=${encodeURIComponent(xsrf)}` };
    }

    const getUser = (cookie: string) => request("/user", { headers: { cookie, accept: "application/json" } });

    const userRow = (email: string) =>
      getSite().app.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

    /** The `nth` mail to an address with a subject, as the SMTP sink received it. */
    const mailTo = (sink: SmtpSink, to: string, subject: string, nth = 1) =>
      sink.waitFor((mail) => {
        const matching = sink.messages.filter((m) => m.to.includes(to) && m.subject === subject);
        return matching.indexOf(mail) === nth - 1;
      });

    return {
      request,
      postJson,
      postForm,
      postRaw,
      register,
      login,
      sessionOf,
      getUser,
      userRow,
      mailTo,
    };
  }

  /** The link a mail carries (text part), to the given page. */
  function linkIn(mail: ReceivedMail, page: "email-verified" | "forget-password"): URL {
    const match = new RegExp(`(https?://\\S+?/${page}\\?token=[\\w%-]+)`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return new URL(match?.[1] ?? "");
  }

  describe(`a site at ${APP_URL}`, () => {
    let site: LeadSite;
    let app: AppDatabase;
    let sink: SmtpSink;
    const c = client(() => site);
    const { request, postJson, postForm, postRaw, register, login, getUser, userRow, mailTo } = c;

    beforeAll(async () => {
      site = await startLeadSite(dialect, { APP_URL });
      ({ app, sink } = site);
    });

    afterAll(() => stopLeadSite(site));

    /** The same page and query as an e-mailed link, on the test server. */
    const follow = (link: URL) => request(`${link.pathname}${link.search}`);

    /** The rows of the session a `sid` cookie names (the cookie is signed; decision 024). */
    const sessionRows = (sid: string) =>
      app.db
        .selectFrom("sessions")
        .selectAll()
        .where("id_hash", "=", createHash("sha256").update(sessionIdIn(sid)).digest("hex"))
        .execute();

    const userImagesDir = () => path.join(site.database.dataDir, "user-images");
    const storedPictures = () =>
      existsSync(userImagesDir()) ? readdirSync(userImagesDir()).filter((f) => /\.(webp|jpg)$/.test(f)) : [];
    const leftoverParts = () => {
      const incoming = path.join(userImagesDir(), ".incoming");
      return existsSync(incoming) ? readdirSync(incoming) : [];
    };

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
      const third = await login(account, { cookie: `sid=${planted}` });
      expect(third.sid).not.toBe(planted);
      expect((await getUser(`sid=${planted}`)).status).toBe(401);
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
        expect(setCookies(response).has("sid")).toBe(true);
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
      expect(cleared.get("sid")).toMatch(/^sid=; .*Max-Age=0/);
      expect(cleared.get("XSRF-TOKEN")).toMatch(/^XSRF-TOKEN=; .*Max-Age=0/);

      expect((await getUser(session.cookie)).status).toBe(401);
      expect(await sessionRows(session.sid)).toHaveLength(0);
      // Another device's session is not this one's business.
      expect((await getUser(other.cookie)).status).toBe(200);
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

    it("sets sid HttpOnly, SameSite=Lax, Path=/ and Secure (APP_URL is https); XSRF-TOKEN is readable", async () => {
      const account = await register();
      const response = await postJson("/login", { email: account.email, password: account.password });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, message: text.loggedIn });
      const cookies = setCookies(response);
      const sid = (cookies.get("sid") ?? "").split("; ");
      expect(sid).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Secure"]));
      const xsrf = (cookies.get("XSRF-TOKEN") ?? "").split("; ");
      expect(xsrf).toEqual(expect.arrayContaining(["SameSite=Lax", "Path=/", "Secure"]));
      expect(xsrf).not.toContain("HttpOnly");
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

    it("refuses a cross-site POST /edit and one without the XSRF token with 403, changing nothing; with it, 200", async () => {
      const account = await register();
      const session = await login(account);
      const before = await userRow(account.email);
      const edit = { name: "Changed Name", email: account.email, mno: "9123456780" };

      for (const headers of [
        { "sec-fetch-site": "cross-site", "x-xsrf-token": session.xsrf },
        { origin: "https://evil.example", "x-xsrf-token": session.xsrf },
        {},
        { "x-xsrf-token": "not-the-token" },
      ] as Record<string, string>[]) {
        const response = await postJson("/edit", edit, { cookie: session.cookie, ...headers });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await userRow(account.email)).toEqual(before);
      }
      // A form post with a wrong _csrf field too.
      const form = await postForm(
        "/edit",
        { ...edit, _csrf: "forged" },
        { cookie: session.cookie, accept: "application/json" },
      );
      expect(form.status).toBe(403);
      expect(await form.json()).toEqual({ ok: false, error: text.csrf });
      expect(await userRow(account.email)).toEqual(before);

      const response = await postJson("/edit", edit, {
        cookie: session.cookie,
        "x-xsrf-token": session.xsrf,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, message: text.profileSaved });
      expect(await userRow(account.email)).toMatchObject({ name: "Changed Name", mobile: "9123456780" });

      // Not signed in at all: 401.
      const anonymous = await postJson("/edit", edit);
      expect(anonymous.status).toBe(401);
    });

    it("changes only name, email, mobile (and picture) at /edit, whatever else is sent", async () => {
      const account = await register();
      const session = await login(account);
      const before = await userRow(account.email);
      const extras = {
        role: "admin",
        is_verified: "1",
        password_hash: "x",
        id: "someone-else",
        created_at: "2000-01-01",
      };

      const json = await postJson(
        "/edit",
        { name: "Json Name", email: account.email, mno: "9000000001", ...extras, is_verified: 1 },
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(json.status).toBe(200);
      let row = await userRow(account.email);
      expect(row).toMatchObject({
        id: before?.id,
        name: "Json Name",
        mobile: "9000000001",
        role: "user",
        is_verified: 0,
        password_hash: before?.password_hash,
        created_at: before?.created_at,
      });

      const form = await postForm(
        "/edit",
        { name: "Form Name", email: account.email, mno: "9000000002", ...extras, _csrf: session.xsrf },
        { cookie: session.cookie, accept: "application/json" },
      );
      expect(form.status).toBe(200);
      row = await userRow(account.email);
      expect(row).toMatchObject({ name: "Form Name", mobile: "9000000002", role: "user", is_verified: 0 });
      expect(row?.password_hash).toBe(before?.password_hash);
      // The password still logs in.
      await login(account);
    });

    it("takes the mobile at /edit as registration does: ten digits, written with +91 or spaces if need be", async () => {
      const account = await register({ ...newAccount(), mno: "+91 98200 12345" });
      expect(await userRow(account.email)).toMatchObject({ mobile: "9820012345" });
      const session = await login(account);
      const saved = await postJson(
        "/edit",
        { name: "N", email: account.email, mno: "9820012345" },
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(saved.status).toBe(200);
      const before = await userRow(account.email);
      for (const mno of ["12345", "98765432101", "+44 20 7946 0000", "abcdefghij", ""]) {
        const response = await postJson(
          "/edit",
          { name: "N", email: account.email, mno },
          { cookie: session.cookie, "x-xsrf-token": session.xsrf },
        );
        expect(response.status, mno).toBe(400);
        const answer = await response.json();
        expect(answer).toMatchObject({ ok: false, error: text.profileFailed });
        expect(answer.fields.mno).toBe(
          mno === "" ? messages.field.mobileRequired : messages.field.mobileInvalid,
        );
      }
      expect(await userRow(account.email)).toEqual(before);
    });

    it("refuses a 7-character and a common password at registration", async () => {
      const common = readFileSync("app/server/auth/common-passwords.txt", "utf8").split("\n");
      expect(common).toContain("password123");
      for (const [password, message] of [
        ["Ab1-xyz", messages.field.passwordTooShort],
        ["password123", messages.field.passwordCommon],
        ["PASSWORD123", messages.field.passwordCommon],
        ["x".repeat(129), messages.field.passwordTooLong],
      ] as const) {
        const account = { ...newAccount(), password };
        const response = await postJson("/register", account);
        expect(response.status, password).toBe(400);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: text.registerFailed,
          fields: { password: message },
        });
        expect(await userRow(account.email)).toBeUndefined();
      }
    });

    it("accepts an 80-character password, and the same one changed at character 73 does not log in", async () => {
      const password = `${"correct-horse-battery-staple-".repeat(3)}`.slice(0, 80);
      expect(password).toHaveLength(80);
      const account = await register({ ...newAccount(), password });
      await login(account);
      const changed = `${password.slice(0, 72)}${password[72] === "X" ? "Y" : "X"}${password.slice(73)}`;
      expect(changed).toHaveLength(80);
      expect(changed.slice(0, 72)).toBe(password.slice(0, 72));
      const response = await postJson("/login", { email: account.email, password: changed });
      expect(response.status).toBe(401);
      // Only the last character differs: still refused.
      const last = await postJson("/login", { email: account.email, password: `${password.slice(0, 79)}!` });
      expect(last.status).toBe(401);
    });

    it("sends the verification mail to the user with an APP_URL link (never the Host header), and the link verifies", async () => {
      const account = await register();
      const first = await mailTo(sink, account.email, VERIFY_SUBJECT);
      expect(first.to).toEqual([account.email]);
      expect(first.headers.to).toContain(account.email);
      const firstLink = linkIn(first, "email-verified");
      expect(firstLink.href.startsWith(`${APP_URL}/email-verified?token=`)).toBe(true);

      // Ask again with a forged Host and X-Forwarded-Host: the link still starts with APP_URL.
      const forged = await rawPost(
        new URL(site.server.url),
        "/verification",
        JSON.stringify({ email: account.email }),
        {
          host: "evil.example",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "http",
          "content-type": "application/json",
        },
      );
      expect(forged.status).toBe(200);
      const second = await mailTo(sink, account.email, VERIFY_SUBJECT, 2);
      const link = linkIn(second, "email-verified");
      expect(link.origin).toBe(APP_URL);
      expect(second.text).not.toContain("evil.example");
      expect(second.html).not.toContain("evil.example");
      expect(second.html).toContain(`href="${APP_URL}/email-verified?token=`);

      const session = await login(account);
      expect((await (await getUser(session.cookie)).json()).is_verified).toBe(0);
      const page = await follow(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(text.emailVerified);
      expect((await userRow(account.email))?.is_verified).toBe(1);
      expect((await (await getUser(session.cookie)).json()).is_verified).toBe(1);

      // The first link stopped working when the second was issued.
      const old = await (await follow(firstLink)).text();
      expect(old).not.toContain(text.emailVerified);
      expect(old).toContain(text.linkInvalid);
    });

    it("refuses a verification link used twice: the second visit shows the invalid-link text", async () => {
      const account = await register();
      const link = linkIn(await mailTo(sink, account.email, VERIFY_SUBJECT), "email-verified");
      const once = await (await follow(link)).text();
      expect(once).toContain(text.emailVerified);
      const twice = await follow(link);
      expect(twice.status).toBe(200);
      const html = await twice.text();
      expect(html).not.toContain(text.emailVerified);
      expect(html).toContain(text.linkInvalid);
      expect((await userRow(account.email))?.is_verified).toBe(1);
    });

    it("refuses an expired verification link", async () => {
      const account = await register();
      const link = linkIn(await mailTo(sink, account.email, VERIFY_SUBJECT), "email-verified");
      const user = await userRow(account.email);
      await app.db
        .updateTable("one_time_tokens")
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where("user_id", "=", user?.id ?? "")
        .execute();
      const html = await (await follow(link)).text();
      expect(html).not.toContain(text.emailVerified);
      expect(html).toContain(text.linkInvalid);
      expect((await userRow(account.email))?.is_verified).toBe(0);
    });

    it("resets a password with the mailed link once: all sessions end, the second use is a 400", async () => {
      const account = await register();
      const session = await login(account);
      const response = await postJson("/forget", { email: account.email });
      expect(response.status).toBe(200);
      const mail = await mailTo(sink, account.email, RESET_SUBJECT);
      const link = linkIn(mail, "forget-password");
      expect(link.href.startsWith(`${APP_URL}/forget-password?token=`)).toBe(true);
      const token = link.searchParams.get("token") ?? "";

      // The page shows the form while the link is usable.
      expect(await (await follow(link)).text()).not.toContain(text.linkInvalid);

      const newPassword = `New-${tag()}-password`;
      const reset = await postJson("/forget-password", { token, password: newPassword });
      expect(reset.status).toBe(200);
      expect(await reset.json()).toMatchObject({ ok: true, message: text.passwordChanged });
      expect((await getUser(session.cookie)).status).toBe(401);
      expect(await sessionRows(session.sid)).toHaveLength(0);
      expect((await postJson("/login", account)).status).toBe(401);
      await login({ email: account.email, password: newPassword });

      const again = await postJson("/forget-password", { token, password: `Other-${tag()}-password` });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({
        ok: false,
        error: text.passwordNotChanged,
        fields: { token: text.linkInvalid },
      });
      await login({ email: account.email, password: newPassword });
      expect(await (await follow(link)).text()).toContain(text.linkInvalid);
    });

    it("refuses an expired reset link with 400 and keeps the password", async () => {
      const account = await register();
      await postJson("/forget", { email: account.email });
      const token =
        linkIn(await mailTo(sink, account.email, RESET_SUBJECT), "forget-password").searchParams.get(
          "token",
        ) ?? "";
      const user = await userRow(account.email);
      await app.db
        .updateTable("one_time_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("user_id", "=", user?.id ?? "")
        .where("purpose", "=", "reset-password")
        .execute();
      const response = await postJson("/forget-password", { token, password: `New-${tag()}-password` });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { token: text.linkInvalid } });
      await login(account);
    });

    it("refuses made-up reset tokens with 400", async () => {
      for (const token of [randomBytes(32).toString("base64url"), "x", "' or 1=1 --"]) {
        const response = await postJson("/forget-password", { token, password: `New-${tag()}-password` });
        expect(response.status).toBe(400);
      }
    });

    it("refuses a 7-character and a common password at reset, without using up the link", async () => {
      const account = await register();
      await postJson("/forget", { email: account.email });
      const token =
        linkIn(await mailTo(sink, account.email, RESET_SUBJECT), "forget-password").searchParams.get(
          "token",
        ) ?? "";
      for (const [password, message] of [
        ["Ab1-xyz", messages.field.passwordTooShort],
        ["password123", messages.field.passwordCommon],
      ] as const) {
        const response = await postJson("/forget-password", { token, password });
        expect(response.status, password).toBe(400);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: text.passwordNotChanged,
          fields: { password: message },
        });
      }
      await login(account);
      const newPassword = `New-${tag()}-password`;
      expect((await postJson("/forget-password", { token, password: newPassword })).status).toBe(200);
      await login({ email: account.email, password: newPassword });
    });

    it.each([
      ["/forget", text.resetSent, RESET_SUBJECT],
      ["/verification", text.verificationSent, VERIFY_SUBJECT],
    ])("answers %s identically for known and unknown addresses", async (pathname, sent, subject) => {
      const known = await register();
      const unknown = `nobody.${tag()}@example.com`;
      const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
      const answers: Record<
        "known" | "unknown",
        { status: number; body: string; headers: Record<string, string> }[]
      > = { known: [], unknown: [] };
      for (let round = 0; round < 20; round++) {
        for (const kind of round % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
          const email = kind === "known" ? known.email : unknown;
          const started = performance.now();
          const response = await postJson(pathname, { email });
          const body = await response.text();
          times[kind].push(performance.now() - started);
          answers[kind].push({ status: response.status, body, headers: comparableHeaders(response) });
        }
      }
      const [reference] = answers.known;
      expect(reference?.status).toBe(200);
      expect(JSON.parse(reference?.body ?? "{}")).toEqual({ ok: true, message: sent });
      for (const answer of [...answers.known, ...answers.unknown]) expect(answer).toEqual(reference);
      report(
        `${dialect} POST ${pathname}: median ${median(times.known).toFixed(1)} ms known, ${median(times.unknown).toFixed(1)} ms unknown (20 each)`,
      );
      // The known address did get its mails; the unknown one none.
      await mailTo(sink, known.email, subject, pathname === "/verification" ? 21 : 20);
      expect(sink.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
    });

    it("registers with a picture: two WebP files (200 and 50 px) served as image/webp with nosniff, and the PDF's JPEG", async () => {
      const before = new Set(storedPictures());
      const account = newAccount();
      const form = new FormData();
      for (const [key, value] of Object.entries(account)) form.append(key, value);
      form.append("image", new Blob([new Uint8Array(await pngImage())], { type: "image/png" }), "me.png");
      const response = await request("/register", {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(201);
      const row = await userRow(account.email);
      expect(row?.image).toMatch(/^[0-9a-f-]{36}$/);
      const added = storedPictures().filter((file) => !before.has(file));
      expect(added.sort()).toEqual([
        `${row?.image}-200.webp`,
        `${row?.image}-50.webp`,
        `${row?.image}-print.jpg`,
      ]);
      for (const size of [200, 50]) {
        const info = await sharp(path.join(userImagesDir(), `${row?.image}-${size}.webp`)).metadata();
        expect(info).toMatchObject({ format: "webp", width: size, height: size });
      }
      expect(leftoverParts()).toEqual([]);

      const session = await login(account);
      const user = await (await getUser(session.cookie)).json();
      expect(user.image).toBe(`/userImages/${row?.image}-200.webp`);
      const picture = await request(user.image);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");
      // Helmet sets it on every response, the pictures included.
      expect(picture.headers.get("x-content-type-options")?.split(/,\s*/)[0]).toBe("nosniff");
      const bytes = Buffer.from(await picture.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(200);

      // Names that are not stored pictures are not served.
      for (const bad of ["../app.db", "%2e%2e%2fapp.db", `${row?.image}-100.webp`, "x.webp"]) {
        expect((await request(`/userImages/${bad}`)).status).not.toBe(200);
      }
    });

    it.each([
      ["random bytes named .png", () => randomBytes(2048), "image/png", "broken.png"],
      [
        "an HTML file",
        () => Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
        "text/html",
        "x.png",
      ],
      [
        "an SVG picture",
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "image/svg+xml",
        "x.svg",
      ],
      [
        "a PDF",
        () => Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF"),
        "application/pdf",
        "x.png",
      ],
    ])("refuses %s as the picture with 415 and stores nothing", async (_name, bytes, type, fileName) => {
      const before = storedPictures();
      const account = newAccount();
      const form = new FormData();
      for (const [key, value] of Object.entries(account)) form.append(key, value);
      form.append("image", new Blob([new Uint8Array(bytes())], { type }), fileName);
      const response = await request("/register", {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: text.registerFailed,
        fields: { image: text.imageInvalid },
      });
      expect(await userRow(account.email)).toBeUndefined();
      expect(storedPictures()).toEqual(before);
      expect(leftoverParts()).toEqual([]);
    });

    it("changes the picture at /edit (multipart with _csrf) and removes the old files", async () => {
      const account = await register();
      const session = await login(account);
      const upload = async () => {
        const form = new FormData();
        form.append("_csrf", session.xsrf);
        form.append("name", account.name);
        form.append("email", account.email);
        form.append("mno", "9876543210");
        form.append(
          "image",
          new Blob([new Uint8Array(await pngImage(64, 64))], { type: "image/png" }),
          "p.png",
        );
        return request("/edit", {
          method: "POST",
          body: form,
          headers: { cookie: session.cookie, accept: "application/json" },
        });
      };
      expect((await upload()).status).toBe(200);
      const first = (await userRow(account.email))?.image;
      expect(first).toBeTruthy();
      expect((await upload()).status).toBe(200);
      const second = (await userRow(account.email))?.image;
      expect(second).not.toBe(first);
      const files = storedPictures();
      expect(files).toContain(`${second}-50.webp`);
      expect(files).not.toContain(`${first}-50.webp`);
      expect(files).not.toContain(`${first}-200.webp`);

      // Without the token, the picture is not kept either.
      const before = storedPictures();
      const form = new FormData();
      form.append("name", account.name);
      form.append("email", account.email);
      form.append("mno", "9876543210");
      form.append(
        "image",
        new Blob([new Uint8Array(await pngImage(64, 64))], { type: "image/png" }),
        "p.png",
      );
      const refused = await request("/edit", {
        method: "POST",
        body: form,
        headers: { cookie: session.cookie, accept: "application/json" },
      });
      expect(refused.status).toBe(403);
      expect(storedPictures()).toEqual(before);
      expect(leftoverParts()).toEqual([]);
    });

    describe("hostile and malformed input", () => {
      let session: Session;
      let account: Account;

      beforeAll(async () => {
        account = await register();
        session = await login(account);
      });

      /** Every account endpoint that takes a body, with what a signed-in client sends along. */
      const endpoints = () =>
        [
          { path: "/register", headers: {} },
          { path: "/login", headers: {} },
          { path: "/verification", headers: {} },
          { path: "/forget", headers: {} },
          { path: "/forget-password", headers: {} },
          { path: "/edit", headers: { cookie: session.cookie, "x-xsrf-token": session.xsrf } },
        ] as const;

      it.each([
        ["malformed JSON", "application/json", '{"email": "x', 400],
        ["an empty JSON body", "application/json", "", 400],
        ["JSON null", "application/json", "null", 400],
        ["a JSON array", "application/json", '["a@b.in"]', 400],
        ["a JSON string", "application/json", '"a@b.in"', 400],
        ["plain text", "text/plain", "email=a@b.in", 415],
        ["XML", "application/xml", "<email>a@b.in</email>", 415],
        ["no content type", "", "email=a@b.in", 415],
        [
          "a multipart body with a broken boundary",
          "multipart/form-data; boundary=zzz",
          "--yyy\r\nbroken",
          400,
        ],
      ])("answers %s with %i on every endpoint, never 5xx", async (_name, type, body, status) => {
        for (const endpoint of endpoints()) {
          const response = await postRaw(endpoint.path, type, body, endpoint.headers);
          expect(response.status, endpoint.path).toBe(status);
          expect(await response.json()).toMatchObject({ ok: false });
        }
      });

      it("answers a JSON body over 64 KiB with 413 on every endpoint, and the connection still works", async () => {
        for (const endpoint of endpoints()) {
          const response = await postRaw(
            endpoint.path,
            "application/json",
            JSON.stringify({ email: account.email, name: "n".repeat(70_000), password: "p" }),
            endpoint.headers,
          );
          expect(response.status, endpoint.path).toBe(413);
          expect(await response.json()).toMatchObject({ ok: false });
          expect((await postJson(endpoint.path, {}, endpoint.headers)).status).toBe(400);
        }
      });

      it("answers wrong types and odd values with 400 or a normal answer, never 5xx", async () => {
        const bodies: string[] = [
          {},
          { email: 42, password: ["a"], name: { $ne: null }, mno: true, token: 7 },
          { email: "a@b.in\u0000", password: "\u0000".repeat(10), name: "\u202e", mno: "9".repeat(10) },
          { email: `${"a".repeat(300)}@example.com`, password: "p".repeat(2000), name: "n".repeat(500) },
          { email: "x@y.in", password: "x".repeat(129), token: "t".repeat(500) },
          { email: "<script>alert(1)</script>@x.in", name: "<img src=x onerror=alert(1)>" },
        ].map((body) => JSON.stringify(body));
        bodies.push(
          '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}, "email": "a@b.in"}',
        );
        for (const endpoint of endpoints()) {
          for (const body of bodies) {
            const response = await postRaw(endpoint.path, "application/json", body, endpoint.headers);
            expect(response.status, `${endpoint.path} ${body}`).toBeLessThan(500);
            expect([200, 400, 401]).toContain(response.status);
          }
        }
        // The session still works after all that.
        expect((await getUser(session.cookie)).status).toBe(200);
      });

      it("treats unreadable or absurd cookies as signed out, never 5xx", async () => {
        for (const cookie of [
          "sid=%",
          "sid=%E0%A4%A",
          `sid=${"a".repeat(5000)}`,
          "sid=",
          "sid",
          "=; ;;sid=x=y",
          `XSRF-TOKEN=%; sid=${randomBytes(32).toString("base64url")}`,
        ]) {
          const user = await getUser(cookie);
          expect(user.status, cookie).toBe(401);
          const home = await request("/home", { headers: { cookie } });
          expect(home.status, cookie).toBe(302);
          const logout = await postJson("/logout", {}, { cookie });
          expect(logout.status, cookie).toBe(200);
        }
      });

      it("shows the invalid-link text for odd verification tokens, never 5xx", async () => {
        for (const token of ["", "%", "x".repeat(5000), "' or 1=1 --", "<script>"]) {
          const response = await request(`/email-verified?token=${encodeURIComponent(token)}`);
          expect(response.status, token).toBe(200);
          expect(await response.text()).toContain(text.linkInvalid);
        }
      });

      it("logs out on an unreadable body when the XSRF header is right, never 5xx", async () => {
        const own = await login(account);
        const response = await postRaw("/logout", "application/json", "{nope", {
          cookie: own.cookie,
          "x-xsrf-token": own.xsrf,
        });
        expect(response.status).toBe(200);
        expect((await getUser(own.cookie)).status).toBe(401);
        const wrongType = await postRaw("/logout", "text/plain", "x", { cookie: session.cookie });
        expect(wrongType.status).toBe(403);
      });
    });
  });

  describe("a site at http://", () => {
    let site: LeadSite;
    const { register, postJson } = client(() => site);

    beforeAll(async () => {
      site = await startLeadSite(dialect, { APP_URL: "http://localhost:3000" });
    });

    afterAll(() => stopLeadSite(site));

    it("sets no Secure flag on either cookie, keeping the others", async () => {
      const account = await register();
      const response = await postJson("/login", { email: account.email, password: account.password });
      expect(response.status).toBe(200);
      const cookies = setCookies(response);
      const sid = (cookies.get("sid") ?? "").split("; ");
      expect(sid).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
      expect(sid).not.toContain("Secure");
      const xsrf = (cookies.get("XSRF-TOKEN") ?? "").split("; ");
      expect(xsrf).not.toContain("Secure");
      expect(xsrf).not.toContain("HttpOnly");
    });
  });

  describe("a site with the real rate limits (RATE_LIMIT_FACTOR unset)", () => {
    let site: LeadSite;
    const { postJson } = client(() => site);

    beforeAll(async () => {
      site = await startLeadSite(dialect, { RATE_LIMIT_FACTOR: "" });
    });

    afterAll(() => stopLeadSite(site));

    it("answers the 11th login attempt in 10 minutes with 429 and Retry-After", async () => {
      const email = `target.${tag()}@example.com`;
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await postJson("/login", { email, password: `wrong-${attempt}-password` });
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      const limited = await postJson("/login", { email, password: "wrong-11-password" });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await limited.json()).toMatchObject({ ok: false, error: text.loginFailed });
    });
  });
});

/** A POST over node:http, which sends the Host header it is given (fetch would not). */
function rawPost(
  base: URL,
  pathname: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

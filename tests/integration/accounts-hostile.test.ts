/**
 * Accounts under abuse: malformed, oversized and odd bodies, cookies and tokens on every account
 * endpoint (never a 5xx), and the login rate limit at its real setting.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { type Account, APP_URL, accountClient, type Session, tag } from "../support/account-client";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";

const text = messages.account;

describe.each(testDialects)("accounts on %s", (dialect) => {
  describe(`a site at ${APP_URL}`, () => {
    let site: LeadSite;
    const { request, postJson, postRaw, register, login, getUser } = accountClient(() => site);

    beforeAll(async () => {
      site = await startLeadSite(dialect, { APP_URL });
    });

    afterAll(() => stopLeadSite(site));

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
        // Under the https site's __Host- names, and the plain ones it does not read.
        for (const cookie of ["__Host-", ""].flatMap((prefix) => [
          `${prefix}sid=%`,
          `${prefix}sid=%E0%A4%A`,
          `${prefix}sid=${"a".repeat(5000)}`,
          `${prefix}sid=`,
          `${prefix}sid`,
          `=; ;;${prefix}sid=x=y`,
          `${prefix}XSRF-TOKEN=%; ${prefix}sid=${randomBytes(32).toString("base64url")}`,
        ])) {
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

  describe("a site with the real rate limits (RATE_LIMIT_FACTOR unset), behind a proxy", () => {
    let site: LeadSite;
    const { postJson, register } = accountClient(() => site);
    /** A login as the proxy forwards it from a client at `address`. */
    const loginFrom = (address: string, email: string, password: string) =>
      postJson("/login", { email, password }, { "x-forwarded-for": address });
    const loggedLines = (text: string) =>
      site.server.logs.filter((line) => line.includes(text)).map((line) => JSON.parse(line));

    beforeAll(async () => {
      site = await startLeadSite(dialect, { RATE_LIMIT_FACTOR: "", TRUST_PROXY: "loopback" });
    });

    afterAll(() => stopLeadSite(site));

    it("answers the 11th login attempt in 10 minutes from one IPv6 /64 with 429 and Retry-After", async () => {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const address = `2001:db8:15:1::${attempt.toString(16)}`;
        const response = await loginFrom(address, `target.${tag()}@example.com`, `wrong-${attempt}-password`);
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      const email = `target.${tag()}@example.com`;
      const limited = await loginFrom("2001:db8:15:1:9a3c:ff01:2:77", email, "wrong-11-password");
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await limited.json()).toMatchObject({ ok: false, error: text.loginFailed });
      expect((await loginFrom("2001:db8:15:2::1", email, "wrong-12-password")).status).toBe(401);
    });

    it("after five failed logins of an account, refuses it from any address, its own password too; an unknown address alike", async () => {
      const account = await register();
      const nobody = `nobody.${tag()}@example.com`;
      const answers = [];
      for (const email of [account.email, nobody]) {
        for (let attempt = 1; attempt <= 5; attempt++) {
          const response = await loginFrom(`203.0.113.${attempt}`, email, `Guess-${attempt}-secret`);
          expect(response.status, `${email}, attempt ${attempt}`).toBe(401);
        }
        const refused = await loginFrom("198.51.100.99", email, account.password);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(30);
        answers.push(await refused.json());
      }
      expect(answers[0]).toEqual({
        ok: false,
        error: text.loginFailed,
        details: messages.generic.rateLimited(1),
      });
      expect(answers[1]).toEqual(answers[0]);

      await expect
        .poll(() => loggedLines('"rate limited"').filter((line) => line.email === account.email))
        .toEqual([expect.objectContaining({ rule: "login-account", ip: "198.51.100.99" })]);
    });

    it("logs a failed login with the address tried and the client's address, never the password", async () => {
      const account = await register();
      expect((await loginFrom("203.0.113.77", account.email, "Not-my-password-7")).status).toBe(401);
      await expect
        .poll(() => loggedLines('"login failed"').filter((line) => line.email === account.email))
        .toEqual([expect.objectContaining({ level: 40, ip: "203.0.113.77" })]);
      expect(site.server.logs.join("\n")).not.toContain("Not-my-password-7");
    });
  });
});

/**
 * Accounts under abuse: malformed, oversized and odd bodies, cookies and tokens on every account
 * endpoint (never a 5xx), and the login rate limit at its real setting.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { resetMail, verificationMail } from "~/server/mail/account-mails.server";
import { rateRules } from "~/server/rate-limit.server";
import {
  type Account,
  APP_URL,
  accountClient,
  linkIn,
  newAccount,
  type Session,
  tag,
} from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";

const text = messages.account;
const RESET_SUBJECT = resetMail("", { email: "" }, "").subject;
const VERIFY_SUBJECT = verificationMail("", { email: "" }, "").subject;

describe.each(testDialects)("accounts on %s", (dialect) => {
  describe(`a site at ${APP_URL}`, () => {
    const { site } = useAdminSite(dialect, { APP_URL }, { signIn: false });
    const { request, postJson, postRaw, register, login, getUser } = accountClient(() => site);

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

  describe("registration mail", () => {
    const { site } = useAdminSite(dialect, { APP_URL }, { signIn: false });
    const { register } = accountClient(() => site);
    const outboxTo = async (email: string) =>
      site.app.db.selectFrom("mail_outbox").select("subject").where("to_address", "=", email).execute();

    it("mails no part of a registration's name, and one verification mail to a mailbox however it is tagged", async () => {
      const name = "WIN Rs 50,000 http://evil.example";
      const t = tag();
      const [first, second] = [`victim+1@${t}.example.com`, `Victim+2@${t}.example.com`];
      await register({ ...newAccount(), name, email: first });
      await register({ ...newAccount(), name, email: second });
      const mail = await site.sink.waitFor((received) => received.to.includes(first));
      expect(mail.subject).toBe(VERIFY_SUBJECT);
      for (const part of [mail.subject, mail.text, mail.html]) {
        // The link's token is random and may spell any word: the text around it is what is checked.
        const words = part.replace(/token=[\w-]+/g, "token=");
        for (const word of [/WIN/i, /\bRs\b/, /50,000/, /50000/, /evil/i, /http:/])
          expect(words, `${word}`).not.toMatch(word);
      }
      expect(mail.text.startsWith("Hello,\n")).toBe(true);
      // The second spelling of the mailbox has had its one mail of the day.
      expect(await outboxTo(second.toLowerCase())).toEqual([]);
    });
  });

  describe("a site with the real rate limits (RATE_LIMIT_FACTOR unset), behind a proxy", () => {
    const { site } = useAdminSite(
      dialect,
      { RATE_LIMIT_FACTOR: "", TRUST_PROXY: "loopback" },
      { signIn: false },
    );
    const { postJson, register, login, userRow } = accountClient(() => site);
    /** A login as the proxy forwards it from a client at `address`. */
    const loginFrom = (address: string, email: string, password: string) =>
      postJson("/login", { email, password }, { "x-forwarded-for": address });
    const loggedLines = (text: string) =>
      site.server.logs.filter((line) => line.includes(text)).map((line) => JSON.parse(line));

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

    /** A request for a link mail as the proxy forwards it from the n-th client of a botnet, each in its own /64. */
    const askFrom = (n: number, pathname: string, email: string) =>
      postJson(pathname, { email }, { "x-forwarded-for": `2001:db8:32:${n.toString(16)}::1` });
    /** How many mails the site wrote to an address, sent or not. */
    const mailsTo = async (email: string) =>
      Number(
        (
          await site.app.db
            .selectFrom("mail_outbox")
            .select((eb) => eb.fn.countAll().as("count"))
            .where("to_address", "=", email)
            .executeTakeFirstOrThrow()
        ).count,
      );
    /** The counter of reset links mailed to an address this hour, if any. */
    const capRow = (email: string) =>
      site.app.db
        .selectFrom("rate_limits")
        .selectAll()
        .where("key", "=", `${rateRules.mailToAddress.name}:${email}`)
        .executeTakeFirst();
    const sent = { ok: true, message: text.resetSent };
    /** Moves an address's hour back, as if it had passed. */
    const endHourOf = (email: string) =>
      site.app.db
        .updateTable("rate_limits")
        .set({ window_start: new Date(Date.now() - 61 * 60_000).toISOString() })
        .where("key", "=", `${rateRules.mailToAddress.name}:${email}`)
        .execute();

    it("counts only the reset links that go out: an unknown address spends nothing, over the hour's cap the answer is the same and the last link still works, and an hour later a genuine request is mailed", async () => {
      const account = await register();
      const nobody = `nobody.${tag()}@example.com`;
      let client = 0;
      const ask = async (email: string) => {
        const response = await askFrom(++client, "/forget", email);
        return { status: response.status, body: await response.json() };
      };
      const resetMails = () =>
        site.sink.messages.filter(
          (mail) => mail.to.includes(account.email) && mail.subject === RESET_SUBJECT,
        );

      // Anyone may ask for an address without an account as often as the per-client limit allows: no cap is spent.
      for (let n = 0; n < 12; n++) expect(await ask(nobody)).toEqual({ status: 200, body: sent });
      expect(await capRow(nobody)).toBeUndefined();

      for (let n = 0; n < 5; n++) expect(await ask(account.email)).toEqual({ status: 200, body: sent });
      await expect.poll(() => resetMails().length).toBe(5);
      // Over the hour's cap: the same answer as ever, and no mail, so no new link replaces the last one.
      for (let n = 0; n < 3; n++) expect(await ask(account.email)).toEqual({ status: 200, body: sent });
      await expect
        .poll(() => loggedLines('"link mail capped"').filter((line) => line.email === account.email).length)
        .toBe(3);
      expect(resetMails()).toHaveLength(5);
      // The last link issued still works (the mails may arrive in any order); the earlier ones do not.
      const statuses = [];
      for (const mail of resetMails()) {
        const token = linkIn(mail, "forget-password").searchParams.get("token") ?? "";
        statuses.push(
          (await postJson("/forget-password", { token, password: `Lotus-${tag()}-lake` })).status,
        );
      }
      expect(statuses.sort()).toEqual([200, 400, 400, 400, 400]);

      // An hour later (not a day), the owner's own request is mailed again.
      await endHourOf(account.email);
      expect(await ask(account.email)).toEqual({ status: 200, body: sent });
      await expect.poll(() => resetMails().length).toBe(6);
      expect(await mailsTo(nobody)).toBe(0);
    });

    it("counts a new e-mail address on /edit against the verification budgets: over them the address is not changed and nothing is mailed", async () => {
      const victim = `victim.${tag()}@${tag()}.example.com`;
      const [local, domain] = victim.split("@");
      // Someone registered a +tag spelling of the victim's mailbox today: it had its verification mail.
      await register({ ...newAccount(), email: `${local}+1@${domain}` });
      const account = await register();
      const session = await login(account);
      const changed = await postJson(
        "/edit",
        { name: account.name, email: victim, mno: account.mno },
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(changed.status).toBe(429);
      expect(await changed.json()).toMatchObject({ ok: false, error: text.profileFailed });
      expect(await userRow(account.email)).toBeDefined();
      expect(await userRow(victim)).toBeUndefined();
      expect(await mailsTo(victim)).toBe(0);
      expect(await mailsTo(account.email)).toBe(1);
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

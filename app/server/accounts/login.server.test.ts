import { sql } from "kysely";
import { createStaticHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaHomes } from "~/lib/area-home";
import { messages } from "~/lib/messages";
import { loginSchema } from "~/lib/schemas/account";
import { passkeySignInSchema } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { testDialects } from "../../../tests/support/databases";
import {
  capturedLog,
  type InProcessSite,
  insertUser,
  openInProcessSite,
} from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { LOGIN_DELAY_CAP_MS, LOGIN_DELAY_MS, takeLoginAttempt } from "../auth/login-throttle.server";
import { markSetupShown, SETUP_PATH } from "../content/setup.server";
import { rateRules } from "../rate-limit.server";
import { type LoginContext, logIn, readSignIn, signedInAnswer } from "./login.server";

const failed = messages.account.loginFailed;
const PASSWORD = "Own-password-1";

/** One login as React Router answers it: the status, the body and Retry-After (0 when none). */
async function attempt(context: LoginContext, email: string, password: string) {
  const handler = createStaticHandler([
    {
      id: "login",
      path: "/login",
      action: async () => {
        const login = await logIn(context, { email, password });
        return login.ok ? { ok: true, id: login.user.id } : login.answer;
      },
    },
  ]);
  const result = await handler.query(
    new Request("https://www.example.in/login", { method: "POST", body: "" }),
  );
  if (result instanceof Response) throw new Error(`redirected: ${result.status}`);
  return {
    status: result.statusCode,
    body: result.actionData?.login,
    retryAfter: Number(result.actionHeaders.login?.get("Retry-After") ?? 0),
  };
}

// The per-account throttle in front of the password check, on a real database.
describe.each(testDialects)("login on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  let client = 0;
  /** Each attempt from another address: the per-account throttle holds whatever the address. */
  const fromAnywhere = () => {
    const { log, lines } = capturedLog();
    return { context: { ...site.context(`198.51.100.${++client % 250}`), log }, lines };
  };
  const newAccount = async () => {
    const email = `owner.${tag()}@example.in`;
    return { email, id: await insertUser(site.app.db, { email, password: PASSWORD }) };
  };
  const fail5 = async (email: string) => {
    for (let n = 1; n <= rateRules.loginAccount.limit; n++)
      expect(
        (await attempt(fromAnywhere().context, email, `wrong-${n}-password`)).status,
        `failure ${n}`,
      ).toBe(401);
  };
  /** As if the account's last attempt were this long ago. */
  const lastAttemptAgo = (email: string, ms: number) =>
    site.app.db
      .updateTable("rate_limits")
      .set({ window_start: new Date(Date.now() - ms).toISOString() })
      .where("key", "=", `login-account:${email}`)
      .execute();

  it("after five failures refuses the account, even the right password from another address, until its wait ends", async () => {
    const { email, id } = await newAccount();
    await fail5(email);
    const refused = await attempt(fromAnywhere().context, email, PASSWORD);
    expect(refused).toEqual({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(1) },
      retryAfter: LOGIN_DELAY_MS / 1000,
    });

    await lastAttemptAgo(email, LOGIN_DELAY_MS + 1000);
    expect(await attempt(fromAnywhere().context, email, PASSWORD)).toMatchObject({
      status: 200,
      body: { id },
    });
    // The success forgot the failures: five more are allowed before any wait.
    await fail5(email);
    expect((await attempt(fromAnywhere().context, email, PASSWORD)).status).toBe(429);
  });

  it("doubles the wait with each further failure, up to fifteen minutes, and forgets failures after a quiet hour", async () => {
    const email = `guessed.${tag()}@example.in`;
    let now = Date.now();
    const take = () => takeLoginAttempt(site.app.db, email, 1, new Date(now));
    for (let n = 0; n < rateRules.loginAccount.limit; n++) expect(await take()).toEqual({ allowed: true });
    const waits = [];
    for (let n = 0; n < 8; n++) {
      const refused = await take();
      if (refused.allowed) throw new Error("allowed during the wait");
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000 - 1000;
      expect((await take()).allowed, "a second early").toBe(false);
      now += 1000;
      expect(await take()).toEqual({ allowed: true });
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(LOGIN_DELAY_CAP_MS).toBe(900_000);

    now += rateRules.loginAccount.windowSeconds * 1000;
    for (let n = 0; n < rateRules.loginAccount.limit; n++) expect(await take()).toEqual({ allowed: true });
    expect((await take()).allowed).toBe(false);
  });

  it("lets one of many simultaneous attempts through when a wait ends", async () => {
    const email = `burst.${tag()}@example.in`;
    const start = Date.now();
    for (let n = 0; n < rateRules.loginAccount.limit; n++)
      await takeLoginAttempt(site.app.db, email, 1, new Date(start));
    const later = new Date(start + LOGIN_DELAY_MS);
    // The pool's connections open first, so that the attempts below really run side by side.
    await Promise.all(Array.from({ length: 6 }, () => sql`select 1`.execute(site.app.db)));
    const verdicts = await Promise.all(
      Array.from({ length: 6 }, () => takeLoginAttempt(site.app.db, email, 1, later)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(1);
  });

  it("answers an address that no account uses exactly as one that an account uses", async () => {
    const { email } = await newAccount();
    const nobody = `nobody.${tag()}@example.in`;
    const answers = async (address: string) => {
      const seen = [];
      for (let n = 1; n <= rateRules.loginAccount.limit + 2; n++)
        seen.push(await attempt(fromAnywhere().context, address, `wrong-${n}-password`));
      return seen;
    };
    expect(await answers(nobody)).toEqual(await answers(email));
  });

  it("logs each failure with the address tried and the client's address, never the password", async () => {
    const { email } = await newAccount();
    const limit = rateRules.loginAccount.limit;
    for (let n = 1; n <= limit + 1; n++) {
      const { context, lines } = fromAnywhere();
      await attempt(context, email, `Secret-${n}-guess`);
      expect(lines.join(""), `attempt ${n}`).not.toContain(`Secret-${n}-guess`);
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining(
          n <= limit
            ? { level: 40, msg: "login failed", email, ip: context.clientIp }
            : { level: 40, msg: "rate limited", rule: "login-account", email, ip: context.clientIp },
        ),
      ]);
    }

    await lastAttemptAgo(email, LOGIN_DELAY_MS + 1000);
    const { context, lines } = fromAnywhere();
    expect((await attempt(context, email, PASSWORD)).status).toBe(200);
    expect(lines).toEqual([]);
  });

  const post = (body: string, type = "application/json") =>
    new Request("https://www.example.in/login", { method: "POST", headers: { "content-type": type }, body });
  /** What an action answers with data(): its body and status. */
  const answered = (answer: { data: unknown; init: ResponseInit | null }) => ({
    status: answer.init?.status ?? 200,
    body: answer.data,
  });

  it("counts the password and the passkey sign-in against one limit per client, each refused with its own words", async () => {
    const context = site.context("192.0.2.77");
    const passkeyFailed = twoFactorMessages.passkeySignInFailed;
    for (let n = 1; n <= rateRules.login.limit; n++) {
      const read = await readSignIn(
        context,
        post('{"intent":"options"}'),
        passkeySignInSchema,
        passkeyFailed,
      );
      expect(read.ok, `attempt ${n}`).toBe(true);
    }
    const login = JSON.stringify({ email: "someone@example.in", password: PASSWORD });
    const over = await readSignIn(context, post(login), loginSchema, failed);
    if (over.ok) throw new Error("the 11th sign-in was allowed");
    expect(answered(over.answer)).toEqual({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(10) },
    });
    const elsewhere = await readSignIn(site.context("192.0.2.78"), post("{"), loginSchema, failed);
    if (elsewhere.ok) throw new Error("a malformed body was read");
    expect(answered(elsewhere.answer)).toMatchObject({ status: 400, body: { ok: false, error: failed } });
  });

  it("answers a completed sign-in with JSON to a script, and sends a browser on: to the page asked for, else the account's area (an admin's first time to the checklist)", async () => {
    const { email } = await newAccount();
    const user = await site.app.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const cookies = new Headers({ "Set-Cookie": "sid=new; Path=/; HttpOnly" });
    const json = await signedInAnswer(site.context(), post("{}"), user, cookies, "/edit");
    expect(answered(json)).toEqual({
      status: 200,
      body: { ok: true, message: messages.account.loggedIn, id: user.id },
    });
    expect(new Headers(json.init?.headers).getSetCookie()).toEqual(["sid=new; Path=/; HttpOnly"]);

    const browser = (who: typeof user, redirectTo: string | null) =>
      signedInAnswer(
        site.context(),
        post("", "application/x-www-form-urlencoded"),
        who,
        cookies,
        redirectTo,
      ).then(
        () => {
          throw new Error("a browser was answered with data");
        },
        (thrown: Response) => ({
          location: thrown.headers.get("location"),
          cookies: thrown.headers.getSetCookie(),
        }),
      );
    expect(await browser(user, "/edit")).toEqual({
      location: "/edit",
      cookies: ["sid=new; Path=/; HttpOnly"],
    });
    expect((await browser(user, null)).location).toBe(areaHomes.user);
    const admin = { ...user, role: "admin" as const };
    expect((await browser(admin, null)).location).toBe(SETUP_PATH);
    // Asked for, the profile is where an admin goes too; the checklist waits for a sign-in that asks nothing.
    expect((await browser(admin, "/home")).location).toBe("/home");
    await markSetupShown(site.app.db);
    expect((await browser(admin, null)).location).toBe(areaHomes.admin);
    expect((await browser(admin, "/admin/inbox")).location).toBe("/admin/inbox");
    expect((await browser(user, null)).location).toBe(areaHomes.user);
  });
});

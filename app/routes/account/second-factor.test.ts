import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { CODE_DELAY_MS, CODE_FAILURES_FREE } from "~/server/auth/code-failures.server";
import { readPendingSession, readSession, startSession } from "~/server/auth/sessions.server";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { currentStep, totpAt } from "../../../tests/support/totp";
import { enrolTestApp } from "../../../tests/support/two-factor";
import { action } from "./second-factor";

const url = "https://www.example.in/login/second-factor";
const SECRET = "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA";
const cookieOf = (setCookies: string[]) => setCookies.map((line) => line.split(";")[0]).join("; ");

// The second step's action, called in process as React Router calls it, for a script (JSON).
describe.each(testDialects)("the /login/second-factor action on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const deps = () => ({ db: site.app.db, config: site.config, clientIp: "203.0.113.7" });

  /** An account with an app, and the cookie of a login of it whose password was right. */
  async function pendingLogin() {
    const email = `second.${tag()}@example.in`;
    await insertUser(site.app.db, { email });
    const userId = await enrolTestApp(site.app, site.config, { email, totpSecret: SECRET });
    const cookie = cookieOf(
      await startSession(deps(), new Request(url), userId, { pendingSecondFactor: true }),
    );
    return { userId, cookie };
  }

  const submit = async (cookie: string, code: string, clientIp = "203.0.113.9") => {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ code }),
    });
    const result = await action({
      request,
      url: new URL(url),
      pattern: "/login/second-factor",
      params: {},
      context: site.context(clientIp),
    });
    if (result instanceof Response) throw new Error(`redirected to ${result.headers.get("location")}`);
    const init = "init" in result ? result.init : undefined;
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      body: result.data,
      retryAfter: headers.get("retry-after"),
      cookies: headers.getSetCookie(),
    };
  };

  it("completes the sign-in with the app's code: a new session id, the pending one gone", async () => {
    const { userId, cookie } = await pendingLogin();
    const wrong = await submit(cookie, totpAt(SECRET, currentStep() + 3));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      ok: false,
      error: twoFactorMessages.signInFailed,
      details: twoFactorMessages.wrongCode,
    });

    const done = await submit(cookie, totpAt(SECRET, currentStep()));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true, message: messages.account.loggedIn, id: userId });
    const signedIn = cookieOf(done.cookies);
    expect(signedIn).not.toBe(cookie);
    expect((await readSession(deps(), new Request(url, { headers: { cookie: signedIn } })))?.user.id).toBe(
      userId,
    );
    expect(await readPendingSession(deps(), new Request(url, { headers: { cookie } }))).toBeNull();
    // The pending cookie is worth nothing now, even with the next code.
    expect((await submit(cookie, totpAt(SECRET, currentStep() + 1))).body).toMatchObject({
      details: twoFactorMessages.pendingExpired,
    });
  });

  it("answers 401 to a code without a pending sign-in, a signed-in session's included", async () => {
    const { userId } = await pendingLogin();
    const signedIn = cookieOf(await startSession(deps(), new Request(url), userId));
    for (const cookie of ["", signedIn]) {
      const answer = await submit(cookie, totpAt(SECRET, currentStep()));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ details: twoFactorMessages.pendingExpired });
    }
  });

  it(`after ${CODE_FAILURES_FREE} wrong codes answers 429 with Retry-After, even to the right code from elsewhere`, async () => {
    const { cookie } = await pendingLogin();
    for (let n = 1; n <= CODE_FAILURES_FREE; n++) {
      expect((await submit(cookie, "000000", `198.51.100.${n}`)).status).toBe(401);
    }
    const refused = await submit(cookie, totpAt(SECRET, currentStep()), "198.51.100.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(CODE_DELAY_MS / 1000);
    expect(refused.body).toMatchObject({ ok: false, error: twoFactorMessages.signInFailed });
  });
});

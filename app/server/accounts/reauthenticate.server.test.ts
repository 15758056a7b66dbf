import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { rateRules, takeRateLimit } from "../rate-limit.server";
import { confirmPassword } from "./reauthenticate.server";

const failed = messages.account.profileFailed;
const PASSWORD = "Own-password-1";

/** A refusal as the action answers it: status, body and Retry-After; null when confirmed. */
const answerOf = (result: Awaited<ReturnType<typeof confirmPassword>>) =>
  result && {
    status: result.init?.status,
    body: result.data,
    retryAfter: new Headers(result.init?.headers).get("Retry-After"),
  };

describe.each(testDialects)("confirmPassword on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  let client = 0;
  const freshAddress = () => `198.51.100.${++client}`;
  const user = async () => {
    const email = `reauth.${tag()}@example.in`;
    const id = await insertUser(site.app.db, { email, password: PASSWORD });
    return site.app.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  };

  it("passes the right password, and refuses none (400) or a wrong one (403) with the field's message", async () => {
    const account = await user();
    const context = site.context(freshAddress());
    expect(await confirmPassword(context, account, PASSWORD, failed)).toBeNull();
    for (const given of [undefined, ""]) {
      expect(answerOf(await confirmPassword(context, account, given, failed))).toEqual({
        status: 400,
        body: {
          ok: false,
          error: failed,
          details: messages.account.currentPasswordRequired,
          fields: { currentPassword: messages.account.currentPasswordRequired },
        },
        retryAfter: null,
      });
    }
    for (const given of [`${PASSWORD}x`, PASSWORD.toLowerCase(), " "]) {
      expect(answerOf(await confirmPassword(context, account, given, failed))).toEqual({
        status: 403,
        body: {
          ok: false,
          error: failed,
          details: messages.account.currentPasswordWrong,
          fields: { currentPassword: messages.account.currentPasswordWrong },
        },
        retryAfter: null,
      });
    }
  });

  it("counts each try against the address's login limit: after 10 in 10 minutes even the right password is refused, and the login form too", async () => {
    const account = await user();
    const address = freshAddress();
    for (let attempt = 1; attempt <= rateRules.login.limit; attempt++) {
      // Each try for an account of its own, so that the accounts' throttle stays out of the way.
      const answer = answerOf(
        await confirmPassword(site.context(address), await user(), `wrong-${attempt}`, failed),
      );
      expect(answer?.status, `attempt ${attempt}`).toBe(403);
    }
    const limited = answerOf(await confirmPassword(site.context(address), account, PASSWORD, failed));
    expect(limited).toMatchObject({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(10) },
    });
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(rateRules.login.windowSeconds);
    // The login form counts on the same budget.
    expect(await takeRateLimit(site.app, rateRules.login, address)).toMatchObject({ allowed: false });
    // Another address has its own.
    expect(await confirmPassword(site.context(freshAddress()), account, PASSWORD, failed)).toBeNull();
  });

  it("counts tries sent together before checking any: 15 at once pass the limit no more than 10 times", async () => {
    const accounts = await Promise.all(Array.from({ length: 15 }, () => user()));
    const address = freshAddress();
    const answers = await Promise.all(
      accounts.map((account, n) => confirmPassword(site.context(address), account, `wrong-${n}`, failed)),
    );
    const statuses = answers.map((answer) => answerOf(answer)?.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it(`counts each try against the account's login throttle from any address: after ${rateRules.loginAccount.limit} wrong, even the right password waits`, async () => {
    const account = await user();
    for (let attempt = 1; attempt <= rateRules.loginAccount.limit; attempt++) {
      const answer = answerOf(
        await confirmPassword(site.context(freshAddress()), account, `wrong-${attempt}`, failed),
      );
      expect(answer?.status, `attempt ${attempt}`).toBe(403);
    }
    const waiting = answerOf(await confirmPassword(site.context(freshAddress()), account, PASSWORD, failed));
    expect(waiting).toMatchObject({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(1) },
    });
    expect(Number(waiting?.retryAfter)).toBeGreaterThan(0);
  });

  it("forgets an account's wrong tries once the right password is given", async () => {
    const account = await user();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt < rateRules.loginAccount.limit; attempt++) {
        const answer = answerOf(
          await confirmPassword(site.context(freshAddress()), account, "wrong", failed),
        );
        expect(answer?.status).toBe(403);
      }
      expect(await confirmPassword(site.context(freshAddress()), account, PASSWORD, failed)).toBeNull();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAccessMessages } from "~/lib/confirm-access";
import { messages } from "~/lib/messages";
import type { ConfirmAccess } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { CODE_FAILURES_LOCK } from "~/server/auth/code-failures.server";
import { issueRecoveryCodes } from "~/server/auth/recovery-codes.server";
import { newTotpSecret } from "~/server/auth/totp.server";
import { rateRules, takeRateLimit } from "~/server/rate-limit.server";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { currentStep, totpAt } from "../../../tests/support/totp";
import { enrolTestApp } from "../../../tests/support/two-factor";
import { confirmAccess } from "./reauthenticate.server";

const failed = confirmAccessMessages.failed;
const PASSWORD = "Own-password-1";

// Confirming access before a sensitive action (decision 037), in process on a real database.
describe.each(testDialects)("confirmAccess on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  let client = 0;
  const freshAddress = () => `198.51.100.${(++client % 250) + 1}`;
  const user = async () => {
    const email = `reauth.${tag()}@example.in`;
    const id = await insertUser(site.app.db, { email, password: PASSWORD });
    return site.app.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  };
  const userWithApp = async () => {
    const account = await user();
    const secret = newTotpSecret();
    await enrolTestApp(site.app, site.config, { email: account.email, totpSecret: secret });
    return { account, secret };
  };

  /** The outcome as the route answers it: "confirmed", or the refusal's status, body and Retry-After. */
  async function confirm(
    account: Awaited<ReturnType<typeof user>>,
    call: Omit<Extract<ConfirmAccess, { intent: "confirm" }>, "intent">,
    address = freshAddress(),
  ) {
    const outcome = await confirmAccess(
      site.context(address),
      { user: account },
      { intent: "confirm", ...call },
    );
    if (outcome.outcome !== "refused") return outcome.outcome;
    const { answer } = outcome;
    return {
      status: answer.init?.status,
      body: answer.data,
      retryAfter: new Headers(answer.init?.headers ?? undefined).get("retry-after"),
    };
  }

  it("confirms an account without a second factor with its password alone; a wrong one is 403 on the field", async () => {
    const account = await user();
    expect(await confirm(account, { password: PASSWORD, code: undefined })).toBe("confirmed");
    for (const given of [`${PASSWORD}x`, PASSWORD.toLowerCase(), " "]) {
      const wrong = confirmAccessMessages.wrongPassword;
      expect(await confirm(account, { password: given, code: undefined })).toEqual({
        status: 403,
        body: { ok: false, error: failed, details: wrong, fields: { password: wrong } },
        retryAfter: null,
      });
    }
  });

  it("needs the password and a right code from an account with an app; a wrong password spends no code try", async () => {
    const { account, secret } = await userWithApp();
    const code = totpAt(secret, currentStep());
    const required = confirmAccessMessages.factorRequired;
    expect(await confirm(account, { password: PASSWORD, code: undefined })).toMatchObject({
      status: 400,
      body: { details: required, fields: { code: required } },
    });
    expect(await confirm(account, { password: "wrong-password", code })).toMatchObject({ status: 403 });
    expect(
      await site.app.db
        .selectFrom("second_factor_failures")
        .selectAll()
        .where("user_id", "=", account.id)
        .execute(),
    ).toEqual([]);
    expect(await confirm(account, { password: PASSWORD, code: "000000" })).toMatchObject({
      status: 401,
      body: { details: twoFactorMessages.wrongCode, fields: { code: twoFactorMessages.wrongCode } },
    });
    expect(await confirm(account, { password: PASSWORD, code })).toBe("confirmed");
    // A code works once: confirming again needs the next one, or a recovery code.
    expect(await confirm(account, { password: PASSWORD, code })).toMatchObject({ status: 401 });
    const [recovery = ""] = await issueRecoveryCodes(site.app.db, account.id);
    expect(await confirm(account, { password: PASSWORD, code: recovery })).toBe("confirmed");
  });

  it("shares the account's count of wrong codes with the sign-in's second step: locked codes are refused here too", async () => {
    const { account, secret } = await userWithApp();
    await site.app.db
      .insertInto("second_factor_failures")
      .values({ user_id: account.id, failures: CODE_FAILURES_LOCK, last_try_at: new Date(0).toISOString() })
      .execute();
    expect(await confirm(account, { password: PASSWORD, code: totpAt(secret, currentStep()) })).toMatchObject(
      {
        status: 423,
        body: { ok: false, error: failed, details: twoFactorMessages.codesLocked },
      },
    );
  });

  it("counts each password try against the address's login limit: after 10 in 10 minutes even the right password is refused, and the login form too", async () => {
    const account = await user();
    const address = freshAddress();
    for (let attempt = 1; attempt <= rateRules.login.limit; attempt++) {
      // Each try for an account of its own, so that the accounts' throttle stays out of the way.
      const answer = await confirm(await user(), { password: `wrong-${attempt}`, code: undefined }, address);
      expect(answer, `attempt ${attempt}`).toMatchObject({ status: 403 });
    }
    const limited = await confirm(account, { password: PASSWORD, code: undefined }, address);
    expect(limited).toMatchObject({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(10) },
    });
    // The login form counts on the same budget.
    expect(await takeRateLimit(site.app.db, rateRules.login, address)).toMatchObject({ allowed: false });
    // Another address has its own.
    expect(await confirm(account, { password: PASSWORD, code: undefined })).toBe("confirmed");
  });

  it("counts password tries sent together before checking any: 15 at once pass the limit no more than 10 times", async () => {
    const accounts = await Promise.all(Array.from({ length: 15 }, () => user()));
    const address = freshAddress();
    const answers = await Promise.all(
      accounts.map((account, n) => confirm(account, { password: `wrong-${n}`, code: undefined }, address)),
    );
    const statuses = answers.map((answer) => (typeof answer === "string" ? 200 : answer.status));
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it(`counts each password try against the account's login throttle from any address: after ${rateRules.loginAccount.limit} wrong, even the right password waits, until a right one clears them`, async () => {
    const account = await user();
    for (let attempt = 1; attempt < rateRules.loginAccount.limit; attempt++) {
      expect(await confirm(account, { password: "wrong", code: undefined })).toMatchObject({ status: 403 });
    }
    expect(await confirm(account, { password: PASSWORD, code: undefined })).toBe("confirmed");
    for (let attempt = 1; attempt <= rateRules.loginAccount.limit; attempt++) {
      expect(await confirm(account, { password: `wrong-${attempt}`, code: undefined })).toMatchObject({
        status: 403,
      });
    }
    const waiting = await confirm(account, { password: PASSWORD, code: undefined });
    expect(waiting).toMatchObject({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(1) },
    });
  });
});

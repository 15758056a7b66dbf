import { generateTOTP } from "@epic-web/totp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import {
  capturedLog,
  type InProcessSite,
  insertUser,
  openInProcessSite,
} from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { currentStep, totpAt } from "../../../tests/support/totp";
import {
  CODE_DELAY_MS,
  CODE_FAILURES_FREE,
  CODE_FAILURES_LOCK,
  clearCodeFailures,
} from "./code-failures.server";
import {
  issueRecoveryCodes,
  RECOVERY_CODE_COUNT,
  recoveryCodesLeft,
  spendRecoveryCode,
} from "./recovery-codes.server";
import { unseal } from "./sealed.server";
import { checkSecondFactorCode, hasSecondFactor } from "./second-factor.server";
import {
  appIsOn,
  base32,
  checkTotp,
  confirmTotpEnrolment,
  newTotpSecret,
  pendingTotpEnrolment,
  removeTotp,
  startTotpEnrolment,
  totpStep,
} from "./totp.server";

// RFC 6238's own test key ("12345678901234567890") and its code at T = 59 s (step 1), cut to 6 digits.
const RFC_SECRET = base32(Buffer.from("12345678901234567890"));
const RFC_CODE_AT_59S = "287082";

describe("TOTP codes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the library and the tests' own RFC 6238 code give RFC 6238's test vector", async () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(totpAt(RFC_SECRET, 1)).toBe(RFC_CODE_AT_59S);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(59_000);
    expect((await generateTOTP({ secret: RFC_SECRET })).otp).toBe(RFC_CODE_AT_59S);
  });

  it("makes secrets of 160 random bits in base32", () => {
    const secrets = new Set(Array.from({ length: 20 }, newTotpSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe.each(testDialects)("second factors on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const deps = () => ({ db: site.app.db, config: site.config });
  const newAdmin = async () => {
    const email = `admin.${tag()}@example.in`;
    return { id: await insertUser(site.app.db, { email }), email };
  };
  /** An account whose app is set up with `secret`, confirmed with the code of the step before this one. */
  const withApp = async (secret = newTotpSecret()) => {
    const admin = await newAdmin();
    await startTotpEnrolment(deps(), admin.id, secret);
    expect(await confirmTotpEnrolment(deps(), admin.id, totpAt(secret, currentStep() - 1))).toBe(true);
    return { ...admin, secret };
  };
  const at = (step: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(step * 30_000 + 10_000);
  };

  it("sets up an app that counts only once a code from it is confirmed, its secret sealed in the database", async () => {
    const admin = await newAdmin();
    const secret = newTotpSecret();
    expect(await startTotpEnrolment(deps(), admin.id, secret)).toBe("started");
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(false);

    const shown = await pendingTotpEnrolment(deps(), admin, "Mumbai Soft Solutions");
    expect(shown?.secret.replaceAll(" ", "")).toBe(secret);
    expect(shown?.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const [, svg = ""] = /^data:image\/svg\+xml;base64,(.+)$/.exec(shown?.qrCode ?? "") ?? [];
    expect(Buffer.from(svg, "base64").toString()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);

    const row = await site.app.db
      .selectFrom("totp_factors")
      .selectAll()
      .where("user_id", "=", admin.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(unseal(site.config.SESSION_SECRET, "totp", admin.id, row.secret)).toBe(secret);
    expect(unseal("another-session-secret-of-32-characters", "totp", admin.id, row.secret)).toBeNull();
    expect(unseal(site.config.SESSION_SECRET, "totp", "another-account", row.secret)).toBeNull();

    // An app not yet confirmed signs nothing in.
    expect(await checkTotp(deps(), admin.id, totpAt(secret, currentStep()))).toBe(false);
    const wrong = totpAt(secret, currentStep() + 5);
    expect(await confirmTotpEnrolment(deps(), admin.id, wrong)).toBe(false);
    expect(await confirmTotpEnrolment(deps(), admin.id, totpAt(secret, currentStep()))).toBe(true);
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(true);
    expect(await appIsOn(site.app.db, admin.id)).toBe(true);
    expect(await pendingTotpEnrolment(deps(), admin, "Mumbai Soft Solutions")).toBeNull();

    // A confirmed app is kept until it is removed.
    expect(await startTotpEnrolment(deps(), admin.id)).toBe("already-on");
    await removeTotp(site.app.db, admin.id);
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(false);
  });

  it("starting again replaces an unconfirmed secret, so only the newest one can be confirmed", async () => {
    const admin = await newAdmin();
    const first = newTotpSecret();
    const second = newTotpSecret();
    await startTotpEnrolment(deps(), admin.id, first);
    await startTotpEnrolment(deps(), admin.id, second);
    expect(await confirmTotpEnrolment(deps(), admin.id, totpAt(first, currentStep()))).toBe(false);
    expect(await confirmTotpEnrolment(deps(), admin.id, totpAt(second, currentStep()))).toBe(true);
  });

  it("accepts the code of this step, the one before and the one after, not two away", async () => {
    const admin = await withApp(RFC_SECRET);
    const now = currentStep() + 10;
    at(now);
    expect(await checkTotp(deps(), admin.id, totpAt(RFC_SECRET, now - 2))).toBe(false);
    expect(await checkTotp(deps(), admin.id, totpAt(RFC_SECRET, now + 2))).toBe(false);
    expect(await checkTotp(deps(), admin.id, totpAt(RFC_SECRET, now - 1))).toBe(true);
    expect(await checkTotp(deps(), admin.id, totpAt(RFC_SECRET, now))).toBe(true);
    expect(await checkTotp(deps(), admin.id, totpAt(RFC_SECRET, now + 1))).toBe(true);
    expect(totpStep()).toBe(now);
  });

  it("refuses a code again, and any code of an earlier step, once a code was used (replay)", async () => {
    const admin = await withApp();
    const now = currentStep() + 10;
    at(now);
    expect(await checkTotp(deps(), admin.id, totpAt(admin.secret, now))).toBe(true);
    expect(await checkTotp(deps(), admin.id, totpAt(admin.secret, now))).toBe(false);
    expect(await checkTotp(deps(), admin.id, totpAt(admin.secret, now - 1))).toBe(false);
    // Two requests with the next code at once: one of them signs in.
    const both = await Promise.all(
      [1, 2].map(() => checkTotp(deps(), admin.id, totpAt(admin.secret, now + 1))),
    );
    expect(both.sort()).toEqual([false, true]);
    at(now + 2);
    expect(await checkTotp(deps(), admin.id, totpAt(admin.secret, now + 2))).toBe(true);
  });

  it("gives ten recovery codes, stored hashed, each working once and for its own account only", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const codes = await issueRecoveryCodes(site.app.db, admin.id);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{6}(-[0-9a-hjkmnp-tv-z]{6}){3}$/);
    const stored = await site.app.db
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", admin.id)
      .execute();
    const plainTexts = codes.flatMap((code) => [code, code.replace("-", "")]);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(plainTexts).not.toContain(code_hash);
    }

    const [first = "", second = ""] = codes;
    expect(await spendRecoveryCode(site.app.db, other.id, first)).toBe(false);
    // Typed in capitals, without the dash or with spaces, it is the same code.
    expect(await spendRecoveryCode(site.app.db, admin.id, ` ${first.toUpperCase().replace("-", " ")} `)).toBe(
      true,
    );
    expect(await spendRecoveryCode(site.app.db, admin.id, first)).toBe(false);
    expect(await recoveryCodesLeft(site.app.db, admin.id)).toBe(RECOVERY_CODE_COUNT - 1);

    // A new set voids every earlier code.
    await issueRecoveryCodes(site.app.db, admin.id);
    expect(await spendRecoveryCode(site.app.db, admin.id, second)).toBe(false);
    expect(await recoveryCodesLeft(site.app.db, admin.id)).toBe(RECOVERY_CODE_COUNT);
  });

  it("takes the app's code or a recovery code at the second step, and says which", async () => {
    const admin = await withApp();
    const [code = ""] = await issueRecoveryCodes(site.app.db, admin.id);
    const context = site.context();
    expect(await checkSecondFactorCode(context, admin.id, totpAt(admin.secret, currentStep()))).toEqual({
      ok: true,
      value: "app",
    });
    expect(await checkSecondFactorCode(context, admin.id, code)).toEqual({
      ok: true,
      value: "recovery-code",
    });
    expect(await checkSecondFactorCode(context, admin.id, code)).toEqual({ ok: false });
    expect(await checkSecondFactorCode(context, admin.id, "not a code")).toEqual({ ok: false });
  });

  /** Moves the account's last try back, as if its wait had passed. */
  const waitPassed = (userId: string, seconds: number) =>
    site.app.db
      .updateTable("second_factor_failures")
      .set({ last_try_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
  const mailsTo = (email: string) =>
    site.app.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to_address", "=", email)
      .orderBy("created_at")
      .execute();

  it("after five wrong codes in a row makes each further try wait, doubling from 30 s, from any address, without checking a refused one", async () => {
    const admin = await withApp();
    const { log, lines } = capturedLog();
    const from = (n: number) => ({ ...site.context(`198.51.100.${n}`), log });
    for (let n = 1; n <= CODE_FAILURES_FREE; n++) {
      expect(await checkSecondFactorCode(from(n), admin.id, "000000"), `try ${n}`).toEqual({ ok: false });
    }
    expect(lines.filter((line) => line.includes('"msg":"second factor failed"'))).toHaveLength(5);
    expect(lines[0]).toContain(admin.id);
    expect(await mailsTo(admin.email)).toEqual([{ subject: "Wrong sign-in codes for your account" }]);

    const code = totpAt(admin.secret, currentStep());
    const refused = await checkSecondFactorCode(from(9), admin.id, code);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: CODE_DELAY_MS / 1000 });
    // The refused code was not checked: it still works once the wait is over.
    await waitPassed(admin.id, 31);
    expect(await checkSecondFactorCode(from(9), admin.id, code)).toEqual({ ok: true, value: "app" });

    // Each wrong code beyond the free ones doubles the next wait.
    for (let n = 1; n <= CODE_FAILURES_FREE; n++) await checkSecondFactorCode(from(n), admin.id, "000000");
    await waitPassed(admin.id, 31);
    expect(await checkSecondFactorCode(from(1), admin.id, "000000")).toEqual({ ok: false });
    expect(await checkSecondFactorCode(from(1), admin.id, "000000")).toEqual({
      ok: false,
      retryAfterSeconds: (2 * CODE_DELAY_MS) / 1000,
    });
  });

  it(`locks the account's codes after ${CODE_FAILURES_LOCK} wrong in a row, however long apart, until a passkey or the operator clears them; the owner is mailed and the lock audited`, async () => {
    const admin = await withApp();
    const [recovery = ""] = await issueRecoveryCodes(site.app.db, admin.id);
    const context = site.context();
    for (let n = 1; n <= CODE_FAILURES_LOCK; n++) {
      // A day between tries: the old rolling window forgot them; this count does not.
      await waitPassed(admin.id, 24 * 60 * 60);
      const verdict = await checkSecondFactorCode(context, admin.id, "000000");
      expect(verdict, `try ${n}`).toEqual(
        n < CODE_FAILURES_LOCK ? { ok: false } : { ok: false, locked: true },
      );
    }
    await waitPassed(admin.id, 30 * 24 * 60 * 60);
    expect(await checkSecondFactorCode(context, admin.id, totpAt(admin.secret, currentStep()))).toEqual({
      ok: false,
      locked: true,
    });
    expect(await checkSecondFactorCode(context, admin.id, recovery)).toEqual({ ok: false, locked: true });
    expect(await recoveryCodesLeft(site.app.db, admin.id)).toBe(RECOVERY_CODE_COUNT);
    expect(await mailsTo(admin.email)).toEqual([
      { subject: "Wrong sign-in codes for your account" },
      { subject: "Your sign-in codes are locked" },
    ]);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("target_id", "=", admin.id)
      .execute();
    expect(audit).toEqual([{ action: "two-factor.codes-locked", actor_email: admin.email }]);

    // What a passkey's sign-in, or the operator's --reset-2fa, does.
    await clearCodeFailures(site.app.db, admin.id);
    expect(await checkSecondFactorCode(context, admin.id, recovery)).toEqual({
      ok: true,
      value: "recovery-code",
    });
  });

  it("forgets the wrong codes once a right one is given", async () => {
    const admin = await withApp();
    const context = site.context();
    for (let n = 1; n < CODE_FAILURES_FREE; n++) await checkSecondFactorCode(context, admin.id, "000000");
    expect((await checkSecondFactorCode(context, admin.id, totpAt(admin.secret, currentStep()))).ok).toBe(
      true,
    );
    expect(
      await site.app.db
        .selectFrom("second_factor_failures")
        .select("failures")
        .where("user_id", "=", admin.id)
        .execute(),
    ).toEqual([]);
    // A whole new run of free tries.
    for (let n = 1; n <= CODE_FAILURES_FREE; n++) {
      expect(await checkSecondFactorCode(context, admin.id, "000000")).toEqual({ ok: false });
    }
    expect(await mailsTo(admin.email)).toEqual([{ subject: "Wrong sign-in codes for your account" }]);
  });

  it("lets only the free tries through when many codes arrive at once", async () => {
    const admin = await withApp();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        checkSecondFactorCode(site.context(`198.51.100.${n}`), admin.id, "000000"),
      ),
    );
    expect(verdicts.filter((verdict) => !verdict.ok && verdict.retryAfterSeconds === undefined)).toHaveLength(
      CODE_FAILURES_FREE,
    );
    expect(verdicts.filter((verdict) => !verdict.ok && verdict.retryAfterSeconds !== undefined)).toHaveLength(
      12 - CODE_FAILURES_FREE,
    );
  });
});

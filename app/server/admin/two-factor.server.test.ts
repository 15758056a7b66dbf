import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TwoFactorChange } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { testDialects } from "../../../tests/support/databases";
import { capturedLog, type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { currentStep, totpAt } from "../../../tests/support/totp";
import { spendRecoveryCode } from "../auth/recovery-codes.server";
import { hasSecondFactor } from "../auth/second-factor.server";
import type { User } from "../auth/sessions.server";
import { rateRules } from "../rate-limit.server";
import { createOrPromoteAdmin } from "./admins.server";
import { changeTwoFactor, type TwoFactorContext, twoFactorSettings } from "./two-factor.server";

const PASSWORD = "Two-factor-pass-1";

// The admin's two-factor page's rules, in process on a real database.
describe.each(testDialects)("an admin's second factors on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  async function newAdmin(): Promise<User> {
    const email = `factors.${tag()}@example.in`;
    const { userId } = await createOrPromoteAdmin(site.app.db, { email, password: PASSWORD });
    return site.app.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  }

  // Each change from an address of its own: the client address's login limit is not these tests' subject.
  let changes = 0;
  const nextAddress = () => `198.51.100.${(changes++ % 250) + 1}`;

  /** One change as a script sends it: the status and the JSON body. */
  async function change(
    user: User,
    value: TwoFactorChange,
    context: TwoFactorContext = site.context(nextAddress()),
  ) {
    const request = new Request("https://www.example.in/admin/two-factor", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    const result = await changeTwoFactor(context, request, user, value);
    if (result instanceof Response) return { status: result.status, body: null };
    return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  }
  const auditOf = async (user: User) =>
    (
      await site.app.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", user.id)
        .where("action", "like", "two-factor.%")
        .orderBy("created_at")
        .execute()
    ).map((row) => row.action);

  /** Sets up the admin's app through the page's steps; its key and the recovery codes shown. */
  async function setUpApp(user: User) {
    expect((await change(user, { intent: "app-start" })).status).toBe(200);
    const settings = await twoFactorSettings(site.context(), user);
    if (settings.app.state !== "pending") throw new Error("no set-up under way");
    const secret = settings.app.secret.replaceAll(" ", "");
    const confirmed = await change(user, { intent: "app-confirm", code: totpAt(secret, currentStep()) });
    expect(confirmed.status).toBe(200);
    return { secret, codes: confirmed.body?.recoveryCodes as string[] };
  }

  it("sets up an app once a code from it is confirmed, and hands over ten recovery codes once", async () => {
    const admin = await newAdmin();
    const before = await twoFactorSettings(site.context(), admin);
    expect(before).toMatchObject({
      mustEnrol: true,
      app: { state: "off" },
      recoveryCodesLeft: 0,
      hasFactor: false,
    });

    expect((await change(admin, { intent: "app-start" })).body).toMatchObject({
      message: twoFactorMessages.appStarted,
    });
    const pending = await twoFactorSettings(site.context(), admin);
    expect(pending).toMatchObject({ mustEnrol: true, app: { state: "pending" } });
    const wrong = await change(admin, { intent: "app-confirm", code: "000000" });
    expect(wrong).toMatchObject({ status: 401, body: { details: twoFactorMessages.wrongCode } });
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(false);

    const secret = pending.app.state === "pending" ? pending.app.secret.replaceAll(" ", "") : "";
    const confirmed = await change(admin, { intent: "app-confirm", code: totpAt(secret, currentStep()) });
    expect(confirmed.body).toMatchObject({ ok: true, message: twoFactorMessages.appConfirmedWithCodes });
    expect(confirmed.body?.recoveryCodes).toHaveLength(10);
    expect(await twoFactorSettings(site.context(), admin)).toMatchObject({
      mustEnrol: false,
      app: { state: "on" },
      recoveryCodesLeft: 10,
      hasFactor: true,
    });
    expect((await change(admin, { intent: "app-start" })).status).toBe(409);
    expect(await auditOf(admin)).toEqual(["two-factor.app-added"]);
  });

  it("removes the app only with the password, and its recovery codes with it when no factor is left", async () => {
    const admin = await newAdmin();
    const { codes } = await setUpApp(admin);
    const { log, lines } = capturedLog();
    const wrong = await change(
      admin,
      { intent: "app-remove", password: "not-the-password" },
      { ...site.context(), log },
    );
    expect(wrong).toMatchObject({ status: 403, body: { details: twoFactorMessages.wrongPassword } });
    expect(lines.join("")).toContain("re-authentication failed");
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(true);

    expect((await change(admin, { intent: "app-remove", password: PASSWORD })).body).toMatchObject({
      ok: true,
      message: twoFactorMessages.appRemoved,
    });
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(false);
    expect(await spendRecoveryCode(site.app.db, admin.id, codes[0] ?? "")).toBe(false);
    expect((await change(admin, { intent: "app-remove", password: PASSWORD })).status).toBe(409);
    expect(await auditOf(admin)).toEqual(["two-factor.app-added", "two-factor.app-removed"]);
  });

  it("counts wrong passwords with the login's per-account throttle", async () => {
    const admin = await newAdmin();
    await setUpApp(admin);
    for (let n = 1; n <= rateRules.loginAccount.limit; n++) {
      expect((await change(admin, { intent: "app-remove", password: `wrong-${n}` })).status).toBe(403);
    }
    const waiting = await change(admin, { intent: "app-remove", password: PASSWORD });
    expect(waiting.status).toBe(429);
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(true);
  });

  it("makes new recovery codes with the password, voiding the earlier ones; none without a factor", async () => {
    const admin = await newAdmin();
    expect((await change(admin, { intent: "recovery-codes", password: PASSWORD })).status).toBe(409);
    const { codes } = await setUpApp(admin);
    expect((await change(admin, { intent: "recovery-codes", password: "wrong-password" })).status).toBe(403);
    expect(await spendRecoveryCode(site.app.db, admin.id, codes[0] ?? "")).toBe(true);

    const issued = await change(admin, { intent: "recovery-codes", password: PASSWORD });
    expect(issued.body).toMatchObject({ ok: true, message: twoFactorMessages.codesIssued });
    const fresh = issued.body?.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(await spendRecoveryCode(site.app.db, admin.id, codes[1] ?? "")).toBe(false);
    expect(await spendRecoveryCode(site.app.db, admin.id, fresh[0] ?? "")).toBe(true);
    expect(await auditOf(admin)).toEqual(["two-factor.app-added", "two-factor.recovery-codes-issued"]);
  });

  it("removes a passkey only with the password, and a missing one is 404; the last factor gone takes the codes", async () => {
    const admin = await newAdmin();
    await site.app.db
      .insertInto("passkeys")
      .values({
        id: `key-${tag()}`,
        user_id: admin.id,
        name: "Phone",
        public_key: "pQECAyYgASFYIA",
        counter: 0,
        transports: null,
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
    const [key] = (await twoFactorSettings(site.context(), admin)).passkeys;
    expect(key).toMatchObject({ name: "Phone", lastUsedAt: null });
    const codes = await change(admin, { intent: "recovery-codes", password: PASSWORD });
    expect(codes.status).toBe(200);

    const id = key?.id ?? "";
    expect((await change(admin, { intent: "passkey-remove", id, password: "wrong-password" })).status).toBe(
      403,
    );
    expect(
      (await change(admin, { intent: "passkey-remove", id: "no-such-key", password: PASSWORD })).status,
    ).toBe(404);
    expect((await change(admin, { intent: "passkey-remove", id, password: PASSWORD })).body).toMatchObject({
      ok: true,
      message: twoFactorMessages.passkeyRemoved,
    });
    expect(await twoFactorSettings(site.context(), admin)).toMatchObject({
      mustEnrol: true,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect(await auditOf(admin)).toEqual(["two-factor.recovery-codes-issued", "two-factor.passkey-removed"]);
  });
});

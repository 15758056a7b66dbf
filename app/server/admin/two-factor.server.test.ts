import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TwoFactorChange } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { currentStep, totpAt } from "../../../tests/support/totp";
import { spendRecoveryCode } from "../auth/recovery-codes.server";
import { hasSecondFactor } from "../auth/second-factor.server";
import type { User } from "../auth/sessions.server";
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
      headers: { "content-type": "application/json", "user-agent": "curl/8.5.0" },
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

  /** The notices of factor changes mailed to the admin, oldest first. */
  const noticesOf = (user: User) =>
    site.app.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", user.email)
      .orderBy("created_at")
      .orderBy("id")
      .execute();

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

  it("removes the app, and its recovery codes with it when no factor is left; each change is mailed to the account's address", async () => {
    const admin = await newAdmin();
    const { codes } = await setUpApp(admin);
    expect((await change(admin, { intent: "app-remove" })).body).toMatchObject({
      ok: true,
      message: twoFactorMessages.appRemoved,
    });
    expect(await hasSecondFactor(site.app.db, admin.id)).toBe(false);
    expect(await spendRecoveryCode(site.app.db, admin.id, codes[0] ?? "")).toBe(false);
    expect((await change(admin, { intent: "app-remove" })).status).toBe(409);
    expect(await auditOf(admin)).toEqual(["two-factor.app-added", "two-factor.app-removed"]);
    const notices = await noticesOf(admin);
    expect(notices.map((mail) => mail.text_body.split("\n")[2])).toEqual([
      "An authenticator app was set up for signing in to your account.",
      "The authenticator app was removed from your account.",
    ]);
    for (const mail of notices) {
      expect(mail.subject).toBe("Your two-factor sign-in was changed");
      expect(mail.text_body).toMatch(
        /This happened on \d{4}-\d\d-\d\d \d\d:\d\d IST from curl at 198\.51\.100\.\d+\./,
      );
      expect(mail.text_body).toContain("/forget");
    }
  });

  it("makes new recovery codes, voiding the earlier ones; none without a factor", async () => {
    const admin = await newAdmin();
    expect((await change(admin, { intent: "recovery-codes" })).status).toBe(409);
    const { codes } = await setUpApp(admin);
    expect(await spendRecoveryCode(site.app.db, admin.id, codes[0] ?? "")).toBe(true);

    const issued = await change(admin, { intent: "recovery-codes" });
    expect(issued.body).toMatchObject({ ok: true, message: twoFactorMessages.codesIssued });
    const fresh = issued.body?.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(await spendRecoveryCode(site.app.db, admin.id, codes[1] ?? "")).toBe(false);
    expect(await spendRecoveryCode(site.app.db, admin.id, fresh[0] ?? "")).toBe(true);
    expect(await auditOf(admin)).toEqual(["two-factor.app-added", "two-factor.recovery-codes-issued"]);
    expect((await noticesOf(admin)).map((mail) => mail.text_body.split("\n")[2])).toEqual([
      "An authenticator app was set up for signing in to your account.",
      "New recovery codes were made for your account. The earlier ones no longer work.",
    ]);
  });

  it("removes a passkey, and a missing one is 404; the last factor gone takes the codes", async () => {
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
    const codes = await change(admin, { intent: "recovery-codes" });
    expect(codes.status).toBe(200);

    const id = key?.id ?? "";
    expect((await change(admin, { intent: "passkey-remove", id: "no-such-key" })).status).toBe(404);
    expect((await change(admin, { intent: "passkey-remove", id })).body).toMatchObject({
      ok: true,
      message: twoFactorMessages.passkeyRemoved,
    });
    expect(await twoFactorSettings(site.context(), admin)).toMatchObject({
      mustEnrol: true,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect(await auditOf(admin)).toEqual(["two-factor.recovery-codes-issued", "two-factor.passkey-removed"]);
    expect((await noticesOf(admin)).at(-1)?.text_body).toContain(
      'The passkey named "Phone" was removed from your account.',
    );
  });
});

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import {
  checkPasskey,
  passkeysOf,
  pruneChallenges,
  registrationOptions,
  removePasskey,
  signInOptions,
} from "./passkeys.server";
import { tokenHash } from "./secrets.server";

// The passkey rules that need no authenticator, in process on a real database; the ceremonies
// themselves run in Chromium against a virtual authenticator (tests/e2e/admin/two-factor.spec.ts).
describe.each(testDialects)("passkeys on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { APP_URL: "https://www.example.in" });
  });
  afterAll(() => site.close());

  const deps = () => ({ db: site.app.db, config: site.config });
  async function accountWithPasskey() {
    const email = `keys.${tag()}@example.in`;
    const id = await insertUser(site.app.db, { email });
    const keyId = `key-${tag()}`;
    await site.app.db
      .insertInto("passkeys")
      .values({
        id: keyId,
        user_id: id,
        name: "Phone",
        public_key: "pQECAyYgASFYIA",
        counter: 0,
        transports: JSON.stringify(["internal"]),
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
    return { id, email, keyId };
  }
  const challengeRow = (challenge: string) =>
    site.app.db
      .selectFrom("passkey_challenges")
      .selectAll()
      .where("challenge_hash", "=", tokenHash(challenge))
      .executeTakeFirst();

  it("asks for a discoverable passkey that verifies its holder, for this site's host, keeping only the challenge's hash", async () => {
    const { id, email, keyId } = await accountWithPasskey();
    const options = await registrationOptions(deps(), { id, email, name: "Asha" }, "Mumbai Soft Solutions");
    expect(options.rp).toEqual({ id: "www.example.in", name: "Mumbai Soft Solutions" });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.excludeCredentials?.map((key) => key.id)).toEqual([keyId]);
    expect(await challengeRow(options.challenge)).toMatchObject({ user_id: id, purpose: "register" });
  });

  it("offers a second step only the waiting account's passkeys; alone, any, with the holder verified", async () => {
    const { id, keyId } = await accountWithPasskey();
    const second = await signInOptions(deps(), id);
    expect(second.allowCredentials?.map((key) => key.id)).toEqual([keyId]);
    expect(second.userVerification).toBe("preferred");
    const alone = await signInOptions(deps(), null);
    expect(alone.allowCredentials ?? []).toEqual([]);
    expect(alone.userVerification).toBe("required");
    expect(await challengeRow(alone.challenge)).toMatchObject({ user_id: null, purpose: "sign-in" });
  });

  it("refuses another account's passkey at a second step, and an answer that does not check out", async () => {
    const owner = await accountWithPasskey();
    const other = await accountWithPasskey();
    const { challenge } = await signInOptions(deps(), other.id);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge, origin: "https://www.example.in" }),
    ).toString("base64url");
    const forged = {
      id: owner.keyId,
      rawId: owner.keyId,
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON, authenticatorData: "AAAA", signature: "AAAA" },
    } as AuthenticationResponseJSON;
    expect(await checkPasskey(deps(), forged, other.id)).toBeNull();
    expect(
      await checkPasskey(deps(), { ...forged, id: other.keyId, rawId: other.keyId }, other.id),
    ).toBeNull();
    expect((await passkeysOf(site.app.db, other.id))[0]).toMatchObject({ lastUsedAt: null });
  });

  it("removes a passkey of its own account only, and drops challenges nobody answered in time", async () => {
    const owner = await accountWithPasskey();
    const other = await accountWithPasskey();
    expect(await removePasskey(site.app.db, other.id, owner.keyId)).toBeNull();
    expect(await removePasskey(site.app.db, owner.id, owner.keyId)).toBe("Phone");
    expect(await passkeysOf(site.app.db, owner.id)).toEqual([]);

    const { challenge } = await signInOptions(deps(), null);
    expect(await pruneChallenges(site.app.db)).toBe(0);
    expect(await pruneChallenges(site.app.db, new Date(Date.now() + 6 * 60 * 1000))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await challengeRow(challenge)).toBeUndefined();
  });
});

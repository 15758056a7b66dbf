import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Config } from "../config.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database, PasskeyPurpose } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { tokenHash } from "./secrets.server";

/** How long the browser has to answer a challenge: WebAuthn's own default prompt time, and a little. */
const CHALLENGE_MS = 5 * 60 * 1000;

/**
 * Loaded when a passkey is used, not when a worker starts: the library and its X.509 and ASN.1
 * parsers weigh on every start (decision 030), and most requests never need them.
 */
const webauthn = () => import("@simplewebauthn/server");

export interface PasskeyDeps {
  db: Kysely<Database>;
  config: Pick<Config, "APP_URL">;
}

/**
 * The relying party is the site as APP_URL names it, never as a request's Host header says: a
 * passkey made here signs only for this origin. (WebAuthn refuses IP addresses as its id, so the
 * site needs a host name, `localhost` included, for passkeys.)
 */
function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** An account's passkeys, oldest first, for its two-factor page. */
export async function passkeysOf(db: Kysely<Database>, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

const transportsOf = (text: string | null): string[] | undefined => (text ? JSON.parse(text) : undefined);

/**
 * Keeps the hash of a challenge handed to a browser, for whom and what it is; the challenge itself
 * travels to the authenticator and back inside the signed client data.
 */
async function keepChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: string | null,
) {
  await db
    .insertInto("passkey_challenges")
    .values({
      challenge_hash: tokenHash(challenge),
      user_id: userId,
      purpose,
      expires_at: new Date(Date.now() + CHALLENGE_MS).toISOString(),
    })
    .execute();
}

/** Uses up a challenge: true once, for its purpose and account, before it expires. */
async function useChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: string | null,
) {
  const used = await db
    .deleteFrom("passkey_challenges")
    .where("challenge_hash", "=", tokenHash(challenge))
    .where("purpose", "=", purpose)
    .where((eb) => (userId === null ? eb("user_id", "is", null) : eb("user_id", "=", userId)))
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}

/**
 * What the browser needs to make a passkey for the account: a discoverable one (so it can sign in
 * without the address or password) that checks who holds it (PIN or biometrics), and none the
 * account already has on the same authenticator.
 */
export async function registrationOptions(
  { db, config }: PasskeyDeps,
  user: { id: string; email: string; name: string },
  /** The site's name as authenticators show it: the company's published name. */
  siteName: string,
) {
  const rp = relyingParty(config.APP_URL);
  const existing = await db
    .selectFrom("passkeys")
    .select(["id", "transports"])
    .where("user_id", "=", user.id)
    .execute();
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: siteName,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_MS,
  });
  await keepChallenge(db, options.challenge, "register", user.id);
  return options;
}

/** Stores the passkey the browser made, once its answer to this account's challenge checks out. */
export async function addPasskey(
  { db, config }: PasskeyDeps,
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<boolean> {
  const rp = relyingParty(config.APP_URL);
  const verification = await (await webauthn())
    .verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => useChallenge(db, challenge, "register", userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      // The library throws for an answer that does not check out (origin, challenge, format): refused.
    })
    .catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  try {
    await db
      .insertInto("passkeys")
      .values({
        id: credential.id,
        user_id: userId,
        name,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        created_at: nowIso(),
        last_used_at: null,
      })
      .execute();
    return true;
  } catch (error) {
    // A credential id this site already stores.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * What the browser needs to sign in with a passkey: for a second step, one of the waiting account's
 * passkeys; for a sign-in with a passkey alone, any passkey of this site the authenticator holds,
 * which must then check who holds it.
 */
export async function signInOptions({ db, config }: PasskeyDeps, userId: string | null) {
  const rp = relyingParty(config.APP_URL);
  const allowed = userId
    ? await db.selectFrom("passkeys").select(["id", "transports"]).where("user_id", "=", userId).execute()
    : [];
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allowed.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    userVerification: userId ? "preferred" : "required",
    timeout: CHALLENGE_MS,
  });
  await keepChallenge(db, options.challenge, "sign-in", userId);
  return options;
}

/**
 * Checks a passkey's signature over this site's challenge: the id of the account it signs in, or
 * null. For a second step only the waiting account's passkeys count; alone, a passkey must have
 * verified its holder. Its signature counter must move on (a cloned authenticator shows as one
 * that goes back), and is kept.
 */
export async function checkPasskey(
  { db, config }: PasskeyDeps,
  response: AuthenticationResponseJSON,
  waitingUserId: string | null,
): Promise<string | null> {
  const rp = relyingParty(config.APP_URL);
  const key = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("id", "=", response.id)
    .$if(waitingUserId !== null, (query) => query.where("user_id", "=", waitingUserId as string))
    .executeTakeFirst();
  if (!key) return null;
  const verification = await (await webauthn())
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => useChallenge(db, challenge, "sign-in", waitingUserId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.id,
        publicKey: Buffer.from(key.public_key, "base64url"),
        counter: key.counter,
        transports: transportsOf(key.transports),
      },
      requireUserVerification: waitingUserId === null,
      // The library throws for an answer that does not check out, a counter gone back included.
    })
    .catch(() => null);
  if (!verification?.verified) return null;
  await db
    .updateTable("passkeys")
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: nowIso() })
    .where("id", "=", key.id)
    .execute();
  return key.user_id;
}

/** Removes one of an account's passkeys: its name, or null when it was not there. */
export async function removePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<string | null> {
  const removed = await db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("name")
    .executeTakeFirst();
  return removed?.name ?? null;
}

/** Removes every passkey of an account (the operator's reset). */
export async function removePasskeys(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("passkeys").where("user_id", "=", userId).execute();
}

/** Drops challenges nobody answered in time (maintenance). */
export async function pruneChallenges(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("passkey_challenges")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

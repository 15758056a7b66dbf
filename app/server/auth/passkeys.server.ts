import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Config } from "../config.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database, PasskeyPurpose } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { clearCodeFailures } from "./code-failures.server";
import { tokenHash } from "./secrets.server";

/** How long the browser has to answer a challenge: WebAuthn's own default prompt time, and a little. */
const CHALLENGE_MS = 5 * 60 * 1000;

// Loaded on first use: the library's X.509 and ASN.1 parsers would weigh on every worker's start.
const webauthn = () => import("@simplewebauthn/server");

export interface PasskeyDeps {
  db: Kysely<Database>;
  config: Pick<Config, "APP_URL">;
}

// APP_URL, never the Host header, so a passkey made here signs only for this origin. WebAuthn
// refuses an IP address as the id: passkeys need a host name, `localhost` included.
function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

export type PasskeySummary = Awaited<ReturnType<typeof passkeysOf>>[number];

export async function passkeysOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at as createdAt", "last_used_at as lastUsedAt"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

const transportsOf = (text: string | null): string[] | undefined => (text ? JSON.parse(text) : undefined);

const credentialsOf = async (db: Kysely<Database>, userId: string) =>
  (await db.selectFrom("passkeys").select(["id", "transports"]).where("user_id", "=", userId).execute()).map(
    (key) => ({ id: key.id, transports: transportsOf(key.transports) }),
  );

/** Only the hash is kept: the challenge itself comes back inside the signed client data. */
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

export async function registrationOptions(
  { db, config }: PasskeyDeps,
  user: { id: string; email: string; name: string },
  siteName: string,
) {
  const rp = relyingParty(config.APP_URL);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: siteName,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: await credentialsOf(db, user.id),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_MS,
  });
  await keepChallenge(db, options.challenge, "register", user.id);
  return options;
}

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
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A passkey alone is the only factor, so it must verify its holder; as a second step it need not. */
export async function signInOptions({ db, config }: PasskeyDeps, userId: string | null) {
  const rp = relyingParty(config.APP_URL);
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: userId ? await credentialsOf(db, userId) : [],
    userVerification: userId ? "preferred" : "required",
    timeout: CHALLENGE_MS,
  });
  await keepChallenge(db, options.challenge, "sign-in", userId);
  return options;
}

/** The id of the account it signs in, or null; a counter gone back (a cloned authenticator) is refused. */
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
  // The account's factor answered: wrong codes typed before are forgotten, a lock included.
  await clearCodeFailures(db, key.user_id);
  return key.user_id;
}

export async function removePasskey(db: Kysely<Database>, userId: string, id: string) {
  const removed = await db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("name")
    .executeTakeFirst();
  return removed?.name ?? null;
}

export async function removePasskeys(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("passkeys").where("user_id", "=", userId).execute();
}

export async function pruneChallenges(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("passkey_challenges")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

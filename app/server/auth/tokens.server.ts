import type { Kysely } from "kysely";
import type { Database, TokenPurpose } from "../db/schema.server";
import { newSecretToken, tokenHash } from "./secrets.server";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "set-password": 7 * 24 * 60 * 60 * 1000,
};

/** All of an account's links stop working when its address changes. */
export const TOKEN_PURPOSES = Object.keys(TOKEN_LIFETIME_MS) as TokenPurpose[];

export const PASSWORD_PURPOSES = ["reset-password", "set-password"] as const satisfies TokenPurpose[];

type Purposes = TokenPurpose | readonly TokenPurpose[];
const listOf = (purposes: Purposes) => (typeof purposes === "string" ? [purposes] : purposes);

/** Only the hash is stored; earlier unused tokens of the purpose stop working. */
export async function issueToken(db: Kysely<Database>, userId: string, purpose: TokenPurpose) {
  const token = newSecretToken();
  const now = new Date();
  await revokeTokens(db, userId, purpose);
  await db
    .insertInto("one_time_tokens")
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Without using it up: shows the reset form, and refuses a made-up token before anything costly. */
export async function tokenIsValid(db: Kysely<Database>, token: string, purposes: Purposes) {
  const row = await db
    .selectFrom("one_time_tokens")
    .select("user_id")
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "in", listOf(purposes))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/** One UPDATE marks it used, so two requests racing with the same link cannot both succeed. */
export async function consumeToken(db: Kysely<Database>, token: string, purposes: Purposes) {
  const now = new Date().toISOString();
  const row = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "in", listOf(purposes))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function revokeTokens(db: Kysely<Database>, userId: string, purposes: Purposes) {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "in", listOf(purposes))
    .where("used_at", "is", null)
    .execute();
}

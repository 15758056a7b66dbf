import type { Kysely } from "kysely";
import type { Database, TokenPurpose } from "../db/schema.server";
import { newSecretToken, tokenHash } from "./secrets.server";

/** How long each e-mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "set-password": 7 * 24 * 60 * 60 * 1000,
};

/** A new single-use token for a user; only its hash is stored. Earlier unused ones of the purpose stop working. */
export async function issueToken(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  await revokeTokens(db, userId, [purpose], now);
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

/** Makes a user's unused links of these purposes stop working (they count as used now). */
export async function revokeTokens(
  db: Kysely<Database>,
  userId: string,
  purposes: TokenPurpose[],
  now = new Date(),
) {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "in", purposes)
    .where("used_at", "is", null)
    .execute();
}

/** Whether a token would be accepted now, without using it (to show the reset form). */
export async function tokenIsValid(db: Kysely<Database>, token: string, purpose: TokenPurpose) {
  const row = await db
    .selectFrom("one_time_tokens")
    .select("user_id")
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Uses a token: its user id if it was unused and unexpired, else null. One UPDATE marks it used, so
 * two requests racing with the same link cannot both succeed.
 */
export async function consumeToken(db: Kysely<Database>, token: string, purpose: TokenPurpose) {
  const now = new Date().toISOString();
  const row = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

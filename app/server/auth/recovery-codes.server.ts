import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { tokenHash } from "./secrets.server";

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 alphabet: no i, l, o or u to misread when typed from paper.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
// 24 characters of 5 bits: 120 bits, past the 112 ASVS 6.5.2 asks of a secret kept with a fast hash.
const LENGTH = 24;

// 120 random bits cannot be guessed, online or from a stolen table, so a plain SHA-256 is enough;
// a slow hash would only slow the owner down.
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

const hashOf = (userId: string, code: string) => tokenHash(`${userId}:${normaliseRecoveryCode(code)}`);

export const looksLikeRecoveryCode = (code: string) =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normaliseRecoveryCode(code));

function newCode(): string {
  const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return text.match(/.{6}/g)?.join("-") ?? text;
}

/** Every earlier code stops working; call it in a transaction, with its audit entry. */
export async function issueRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const now = nowIso();
  await removeRecoveryCodes(db, userId);
  await db
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ code_hash: hashOf(userId, code), user_id: userId, created_at: now })))
    .execute();
  return codes;
}

/** One UPDATE, so a code works once only. */
export async function spendRecoveryCode(db: Kysely<Database>, userId: string, code: string) {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: nowIso() })
    .where("code_hash", "=", hashOf(userId, code))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function removeRecoveryCodes(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
}

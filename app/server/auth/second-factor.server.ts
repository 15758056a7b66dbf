import type { Kysely } from "kysely";
import type { AppContext } from "../app-context.server";
import type { Database } from "../db/schema.server";
import { rateRules, takeRateLimit } from "../rate-limit.server";
import { looksLikeRecoveryCode, spendRecoveryCode } from "./recovery-codes.server";
import { checkTotp } from "./totp.server";

/** What completed a sign-in's second step. */
export type SecondFactorKind = "app" | "recovery-code" | "passkey";

export type CodeContext = Pick<AppContext, "db" | "writes" | "config" | "log" | "clientIp">;

/** Whether an account has a second factor that counts: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("totp_factors")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("confirmed_at", "is not", null),
        )
        .as("app"),
      eb.exists(eb.selectFrom("passkeys").select("id").where("user_id", "=", userId)).as("passkey"),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return Boolean(row.app) || Boolean(row.passkey);
}

export type CodeVerdict<T> = { ok: true; value: T } | { ok: false; retryAfterSeconds?: number };

const rule = rateRules.secondFactor;

/**
 * Runs one check of a code typed for an account (at the second step, or to confirm an app) behind
 * the account's throttle: every try is counted before it is checked, in the database, from any
 * address, so workers and instances share the count and concurrent guesses cannot slip past it; a
 * right code forgets the count. Over the limit the code is not checked at all.
 */
export async function throttledCodeCheck<T>(
  context: CodeContext,
  userId: string,
  check: () => Promise<T | null>,
): Promise<CodeVerdict<T>> {
  const turn = await takeRateLimit(context, rule, userId, context.config.RATE_LIMIT_FACTOR);
  if (!turn.allowed) return { ok: false, retryAfterSeconds: turn.retryAfterSeconds };
  const value = await check();
  if (value === null) {
    context.log.warn({ userId, ip: context.clientIp }, "second factor failed");
    return { ok: false };
  }
  await context.db.deleteFrom("rate_limits").where("key", "=", `${rule.name}:${userId}`).execute();
  return { ok: true, value };
}

/**
 * A code typed at the second step of signing in: the app's code (six digits) or one of the
 * account's recovery codes, which it uses up. Says which one it was.
 */
export function checkSecondFactorCode(context: CodeContext, userId: string, code: string) {
  return throttledCodeCheck<SecondFactorKind>(context, userId, async () => {
    if (looksLikeRecoveryCode(code))
      return (await spendRecoveryCode(context.db, userId, code)) ? "recovery-code" : null;
    return (await checkTotp(context, userId, code)) ? "app" : null;
  });
}

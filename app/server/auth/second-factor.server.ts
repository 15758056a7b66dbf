import type { Kysely } from "kysely";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import type { Database } from "../db/schema.server";
import { type RateLimitContext, tooManyTries } from "../http/rate-limited.server";
import { answerData, fail } from "../http/respond.server";
import { CODE_FAILURES_LOCK, clearCodeFailures, noteCodeFailure, takeCodeTry } from "./code-failures.server";
import { looksLikeRecoveryCode, spendRecoveryCode } from "./recovery-codes.server";
import { checkTotp } from "./totp.server";

export type SecondFactorKind = "app" | "recovery-code" | "passkey";

/** Recovery codes do not count: they only stand in for a factor. */
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

export type CodeVerdict<T> =
  | { ok: true; value: T }
  | { ok: false; locked?: true; retryAfterSeconds?: number };

// Every try is counted in the database before it is checked, so workers and instances share the
// count and concurrent guesses cannot slip past it.
export async function throttledCodeCheck<T>(
  context: RateLimitContext,
  userId: string,
  check: () => Promise<T | null>,
): Promise<CodeVerdict<T>> {
  const turn = await takeCodeTry(context.db, userId);
  if (!turn.allowed) {
    return turn.locked
      ? { ok: false, locked: true }
      : { ok: false, retryAfterSeconds: turn.retryAfterSeconds };
  }
  const value = await check();
  if (value === null) {
    context.log.warn({ userId, ip: context.clientIp, failures: turn.failures }, "second factor failed");
    await noteCodeFailure(context.db, context.config, userId, turn.failures);
    return turn.failures >= CODE_FAILURES_LOCK ? { ok: false, locked: true } : { ok: false };
  }
  await clearCodeFailures(context.db, userId);
  return { ok: true, value };
}

/** 423 once the codes are locked: they stay so until a passkey or the operator clears them. */
export function codeRefusal(
  context: Pick<RateLimitContext, "log" | "clientIp">,
  userId: string,
  verdict: Extract<CodeVerdict<unknown>, { ok: false }>,
  failed: string,
) {
  if (verdict.locked) {
    context.log.warn({ userId, ip: context.clientIp }, "second factor locked");
    return answerData({
      status: 423,
      body: { ok: false, error: failed, details: twoFactorMessages.codesLocked },
    });
  }
  if (verdict.retryAfterSeconds !== undefined) {
    context.log.warn({ userId, ip: context.clientIp }, "second factor waits");
    return answerData(tooManyTries(failed, verdict.retryAfterSeconds));
  }
  const wrong = twoFactorMessages.wrongCode;
  return fail(401, failed, wrong, { code: wrong });
}

export function checkSecondFactorCode(context: RateLimitContext, userId: string, code: string) {
  return throttledCodeCheck<SecondFactorKind>(context, userId, async () => {
    if (looksLikeRecoveryCode(code))
      return (await spendRecoveryCode(context.db, userId, code)) ? "recovery-code" : null;
    return (await checkTotp(context, userId, code)) ? "app" : null;
  });
}

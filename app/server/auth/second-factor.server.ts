import type { Kysely } from "kysely";
import { messages } from "~/lib/messages";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import type { AppContext } from "../app-context.server";
import type { Database } from "../db/schema.server";
import { answerData } from "../http/respond.server";
import { CODE_FAILURES_LOCK, clearCodeFailures, noteCodeFailure, takeCodeTry } from "./code-failures.server";
import { looksLikeRecoveryCode, spendRecoveryCode } from "./recovery-codes.server";
import { checkTotp } from "./totp.server";

/** What completed a sign-in's second step. */
export type SecondFactorKind = "app" | "recovery-code" | "passkey";

export type CodeContext = Pick<AppContext, "db" | "config" | "log" | "clientIp">;

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

/** A code's check: its value when right; else wrong, to wait for, or the account's codes locked. */
export type CodeVerdict<T> =
  | { ok: true; value: T }
  | { ok: false; locked?: true; retryAfterSeconds?: number };

/**
 * Runs one check of a code typed for an account (at the second step, to confirm access, or to
 * confirm an app) behind the account's count of wrong codes in a row (auth/code-failures): every
 * try is counted before it is checked, in the database, from any address, so workers and instances
 * share the count and concurrent guesses cannot slip past it; a right code forgets it. While the
 * account waits or is locked the code is not checked at all.
 */
export async function throttledCodeCheck<T>(
  context: CodeContext,
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

/**
 * A code's refusal as an action's answer: 401 for a wrong code, 429 with Retry-After while the
 * account waits, 423 once its codes are locked (they stay locked until a passkey or the operator).
 */
export function codeRefusal(
  context: Pick<CodeContext, "log" | "clientIp">,
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
    return answerData({
      status: 429,
      body: {
        ok: false,
        error: failed,
        details: messages.generic.rateLimited(Math.ceil(verdict.retryAfterSeconds / 60)),
      },
      retryAfter: verdict.retryAfterSeconds,
    });
  }
  const wrong = twoFactorMessages.wrongCode;
  return answerData({
    status: 401,
    body: { ok: false, error: failed, details: wrong, fields: { code: wrong } },
  });
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

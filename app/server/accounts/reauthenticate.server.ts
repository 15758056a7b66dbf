import { messages } from "~/lib/messages";
import { clearLoginFailures, takeLoginAttempt } from "../auth/login-throttle.server";
import { verifyPassword } from "../auth/passwords.server";
import type { User } from "../auth/sessions.server";
import { checkRateLimit, type RateLimitContext, rateLimitRefusal } from "../http/rate-limited.server";
import { answerData, fail } from "../http/respond.server";
import { rateRules } from "../rate-limit.server";

/** What a form calls its password field, and what it says when that is missing or wrong. */
export interface PasswordPrompt {
  field: string;
  required: string;
  wrong: string;
}

const profilePrompt: PasswordPrompt = {
  field: "currentPassword",
  required: messages.account.currentPasswordRequired,
  wrong: messages.account.currentPasswordWrong,
};

/**
 * Asks for the password again before a change that hands the account over (a new email address,
 * ASVS 6.2) or takes a second factor away: null when the one given is right, else the action's
 * refusal, which changes nothing. Each try counts against the client address's login limit and the
 * account's login throttle, the login form's own counts, so this form cannot guess faster than that
 * one from any number of addresses; the counts are taken before the check, so tries sent in
 * parallel cannot all pass it.
 */
export async function confirmPassword(
  context: RateLimitContext,
  user: User,
  given: string | undefined,
  failed: string,
  prompt: PasswordPrompt = profilePrompt,
) {
  if (!given) return fail(400, failed, prompt.required, { [prompt.field]: prompt.required });
  const limited = await checkRateLimit(context, rateRules.login, failed);
  if (limited) return limited;
  const { db, config } = context;
  const turn = await takeLoginAttempt(db, user.email, config.RATE_LIMIT_FACTOR);
  if (!turn.allowed) {
    const refusal = rateLimitRefusal(context, rateRules.loginAccount, failed, turn.retryAfterSeconds, {
      email: user.email,
    });
    return answerData(refusal);
  }
  if (await verifyPassword(user.password_hash, given)) {
    await clearLoginFailures(db, user.email);
    return null;
  }
  context.log.warn({ email: user.email, ip: context.clientIp }, "re-authentication failed");
  return fail(403, failed, prompt.wrong, { [prompt.field]: prompt.wrong });
}

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { confirmAccessMessages } from "~/lib/confirm-access";
import type { ConfirmAccess } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { refuseLoginAttempt } from "~/server/accounts/login.server";
import { clearLoginFailures } from "~/server/auth/login-throttle.server";
import { checkPasskey, signInOptions } from "~/server/auth/passkeys.server";
import { verifyPassword } from "~/server/auth/passwords.server";
import { checkSecondFactorCode, codeRefusal, hasSecondFactor } from "~/server/auth/second-factor.server";
import type { SignedIn, User } from "~/server/auth/sessions.server";
import { checkRateLimit, type RateLimitContext } from "~/server/http/rate-limited.server";
import { fail } from "~/server/http/respond.server";
import { rateRules } from "~/server/rate-limit.server";

const failed = confirmAccessMessages.failed;

// The login form's own counts, taken before the check: this form cannot guess faster than that
// one, and tries sent in parallel cannot all pass.
async function confirmPassword(context: RateLimitContext, user: User, given: string) {
  const limited = await checkRateLimit(context, rateRules.login, failed);
  if (limited) return limited;
  const throttled = await refuseLoginAttempt(context, user.email, failed);
  if (throttled) return throttled;
  if (await verifyPassword(user.password_hash, given)) {
    await clearLoginFailures(context.db, user.email);
    return null;
  }
  context.log.warn({ email: user.email, ip: context.clientIp }, "re-authentication failed");
  const wrong = confirmAccessMessages.wrongPassword;
  return fail(403, failed, wrong, { password: wrong });
}

/** The password is checked first, so a wrong one spends no code try. */
export async function confirmAccess(
  context: RateLimitContext,
  { user }: Pick<SignedIn, "user">,
  call: ConfirmAccess,
) {
  if (call.intent === "passkey-options") {
    return { outcome: "options", options: await signInOptions(context, user.id) } as const;
  }
  const refused = await confirmPassword(context, user, call.password);
  if (refused) return { outcome: "refused", answer: refused } as const;
  if (await hasSecondFactor(context.db, user.id)) {
    const factorRefused = await confirmFactor(context, user, call);
    if (factorRefused) return { outcome: "refused", answer: factorRefused } as const;
  }
  context.log.info({ userId: user.id }, "access confirmed");
  return { outcome: "confirmed" } as const;
}

async function confirmFactor(
  context: RateLimitContext,
  user: User,
  call: Exclude<ConfirmAccess, { intent: "passkey-options" }>,
) {
  if (call.intent === "passkey") {
    // Outlined by the schema; @simplewebauthn/server checks every part of it.
    const response = call.response as unknown as AuthenticationResponseJSON;
    if (await checkPasskey(context, response, user.id)) return null;
    context.log.warn({ userId: user.id, ip: context.clientIp }, "re-authentication passkey refused");
    return fail(401, failed, twoFactorMessages.passkeyRefused);
  }
  const required = confirmAccessMessages.factorRequired;
  if (!call.code) return fail(400, failed, required, { code: required });
  const verdict = await checkSecondFactorCode(context, user.id, call.code);
  return verdict.ok ? null : codeRefusal(context, user.id, verdict, failed);
}

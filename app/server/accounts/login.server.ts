import { messages } from "~/lib/messages";
import type { Login } from "~/lib/schemas/account";
import type { AppContext } from "../app-context.server";
import { clearLoginFailures, takeLoginAttempt } from "../auth/login-throttle.server";
import { rateLimitRefusal } from "../http/rate-limited.server";
import { answerData, fail } from "../http/respond.server";
import { rateRules } from "../rate-limit.server";
import { authenticate } from "./accounts.server";

const failed = messages.account.loginFailed;

export type LoginContext = Pick<AppContext, "db" | "config" | "log" | "clientIp">;

/**
 * A login's address and password, checked behind the account's throttle: the user, or the action's
 * failure answer (429 while the account must wait, 401 for a wrong address or password). Every
 * failure is logged with the address tried and the client's address; the password never is.
 */
export async function logIn(context: LoginContext, { email, password }: Pick<Login, "email" | "password">) {
  const turn = await takeLoginAttempt(context.db, email, context.config.RATE_LIMIT_FACTOR);
  if (!turn.allowed) {
    const refusal = rateLimitRefusal(context, rateRules.loginAccount, failed, turn.retryAfterSeconds, {
      email,
    });
    return { ok: false, answer: answerData(refusal) } as const;
  }
  const user = await authenticate(context.db, email, password);
  if (!user) {
    context.log.warn({ email, ip: context.clientIp }, "login failed");
    return { ok: false, answer: fail(401, failed) } as const;
  }
  await clearLoginFailures(context.db, email);
  return { ok: true, user } as const;
}

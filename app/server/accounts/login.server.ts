import { redirect } from "react-router";
import type { z } from "zod";
import { messages } from "~/lib/messages";
import { emailOnlySchema, type Login } from "~/lib/schemas/account";
import type { AppContext } from "../app-context.server";
import { askedTargetOf } from "../auth/guards.server";
import { clearLoginFailures, takeLoginAttempt } from "../auth/login-throttle.server";
import { hasSecondFactor, type SecondFactorKind } from "../auth/second-factor.server";
import { endSession, readSession, startSession, type User } from "../auth/sessions.server";
import { landingAfterSignIn } from "../content/setup.server";
import { readForm, refuse } from "../http/form.server";
import { wantsJson } from "../http/negotiate.server";
import { checkRateLimit, type RateLimitContext, rateLimitRefusal } from "../http/rate-limited.server";
import { answerData, fail, succeed } from "../http/respond.server";
import { rateRules } from "../rate-limit.server";
import { authenticate, requestLink } from "./accounts.server";
import { avatarPath } from "./avatars.server";

const failed = messages.account.loginFailed;

export type LoginContext = RateLimitContext;

export const signInTarget = (args: { request: Request; context: Pick<AppContext, "config"> }) => ({
  redirectTo: askedTargetOf(args.request, args.context.config.APP_URL),
});

export async function readSignIn<S extends z.ZodType>(
  context: AppContext,
  request: Request,
  schema: S,
  failed: string,
) {
  const limited = await checkRateLimit(context, rateRules.login, failed);
  if (limited) return { ok: false, answer: limited } as const;
  const input = await readForm(request, schema);
  if (!input.ok) return { ok: false, answer: refuse(failed, input) } as const;
  return { ok: true, value: input.value } as const;
}

export const signedIn = (userId: string, headers: Headers, redirectTo?: string) =>
  succeed(messages.account.loggedIn, redirectTo ? { id: userId, redirectTo } : { id: userId }, 200, headers);

export async function signedInAnswer(
  context: LoginContext,
  request: Request,
  user: User,
  headers: Headers,
  redirectTo: string | null,
) {
  if (wantsJson(request)) return signedIn(user.id, headers);
  throw redirect(await landingAfterSignIn(context.db, user, redirectTo), { headers });
}

/** Counts a password try against the account; the refusal to send when it must wait, else null. */
export async function refuseLoginAttempt(context: LoginContext, email: string, failed: string) {
  const turn = await takeLoginAttempt(context.db, email, context.config.RATE_LIMIT_FACTOR);
  if (turn.allowed) return null;
  const refusal = rateLimitRefusal(context, rateRules.loginAccount, failed, turn.retryAfterSeconds, {
    email,
  });
  return answerData(refusal);
}

export async function logIn(context: LoginContext, { email, password }: Pick<Login, "email" | "password">) {
  const throttled = await refuseLoginAttempt(context, email, failed);
  if (throttled) return { ok: false, answer: throttled } as const;
  const user = await authenticate(context.db, email, password);
  if (!user) {
    context.log.warn({ email, ip: context.clientIp }, "login failed");
    return { ok: false, answer: fail(401, failed) } as const;
  }
  await clearLoginFailures(context.db, email);
  return { ok: true, user } as const;
}

/** An account without a second factor gave all it has: its session starts confirmed. */
export async function sessionAfterPassword(context: LoginContext, request: Request, user: User) {
  const pending = await hasSecondFactor(context.db, user.id);
  const headers = cookieHeaders(
    await startSession(context, request, user.id, { pendingSecondFactor: pending, confirmed: !pending }),
  );
  context.log.info({ userId: user.id }, pending ? "password accepted; second factor awaited" : "login");
  return { headers, pending };
}

/** A new session with a new id, so an id seen before the second step is worth nothing after it. */
export async function completeSignIn(
  context: LoginContext,
  request: Request,
  pending: { user: User; sessionHash: string },
  factor: SecondFactorKind,
) {
  // The cookies endSession clears are replaced by the new session's below.
  await endSession(context, request, pending.sessionHash);
  const headers = cookieHeaders(await startSession(context, request, pending.user.id, { confirmed: true }));
  context.log.info({ userId: pending.user.id, factor }, "login");
  return headers;
}

/** Not confirmed: no password was given. */
export async function sessionForPasskey(context: LoginContext, request: Request, userId: string) {
  const headers = cookieHeaders(await startSession(context, request, userId));
  context.log.info({ userId, factor: "passkey" }, "login");
  return headers;
}

export function cookieHeaders(cookies: string[]) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const linkRequests = {
  verification: {
    sent: messages.account.verificationSent,
    failed: messages.account.verificationFailed,
    purpose: "verify-email",
  },
  reset: {
    sent: messages.account.resetSent,
    failed: messages.account.resetFailed,
    purpose: "reset-password",
  },
} as const;

// Answers at once with the same message and looks the address up afterwards, so the form cannot
// tell anyone which addresses have accounts.
export const sendLinkQuietly =
  (kind: keyof typeof linkRequests) =>
  async ({ request, context }: { request: Request; context: AppContext }) => {
    const { sent, failed, purpose } = linkRequests[kind];
    const limited = await checkRateLimit(context, rateRules.accountMail, failed);
    if (limited) return limited;
    const input = await readForm(request, emailOnlySchema);
    if (!input.ok) return refuse(failed, input);
    const { email } = input.value;
    setImmediate(() => {
      requestLink(context, email, purpose)
        .then((outcome) => {
          if (outcome === "capped") context.log.warn({ email, ip: context.clientIp }, "link mail capped");
        })
        .catch((error) => context.log.error({ err: error }, "sending an account link failed"));
    });
    return succeed(sent, {}, 200);
  };

/** It only reads, so it needs no XSRF token; a cross-site POST is refused before it, as every one is. */
export async function answerSignedInUser(request: Request, context: AppContext): Promise<Response> {
  const signedIn = await readSession(context, request);
  const headers = { "Cache-Control": "no-store" };
  if (!signedIn)
    return Response.json({ ok: false, error: messages.account.signInRequired }, { status: 401, headers });
  const { user } = signedIn;
  return Response.json(
    {
      _id: user.id,
      name: user.name,
      image: user.image ? avatarPath(user.image) : null,
      email: user.email,
      mobile: user.mobile,
      is_verified: user.is_verified,
    },
    { headers },
  );
}

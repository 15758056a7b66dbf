import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { z } from "zod";
import type { passkeySignInSchema } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { completeSignIn, type LoginContext, sessionForPasskey } from "~/server/accounts/login.server";
import { askedRedirect } from "~/server/auth/guards.server";
import { checkPasskey, signInOptions } from "~/server/auth/passkeys.server";
import { readPendingSession } from "~/server/auth/sessions.server";
import { landingAfterSignIn } from "~/server/content/setup.server";
import { fail } from "~/server/http/respond.server";

export async function signInWithPasskey(
  context: LoginContext,
  request: Request,
  call: z.infer<typeof passkeySignInSchema>,
) {
  const pending = await readPendingSession(context, request);
  if (call.intent === "options") {
    return { step: "options", options: await signInOptions(context, pending?.user.id ?? null) } as const;
  }
  // Outlined by the schema; @simplewebauthn/server checks every part of it.
  const response = call.response as unknown as AuthenticationResponseJSON;
  const userId = await checkPasskey(context, response, pending?.user.id ?? null);
  if (!userId) {
    context.log.warn({ ip: context.clientIp, waitingUserId: pending?.user.id }, "passkey sign-in failed");
    const refusal = fail(401, twoFactorMessages.passkeySignInFailed, twoFactorMessages.passkeyRefused);
    return { step: "sign-in", userId: null, refusal } as const;
  }
  const headers = pending
    ? await completeSignIn(context, request, pending, "passkey")
    : await sessionForPasskey(context, request, userId);
  const user = await context.db
    .selectFrom("users")
    .select("role")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const landing = await landingAfterSignIn(
    context.db,
    user,
    askedRedirect(call.redirectTo, context.config.APP_URL),
  );
  return { step: "sign-in", userId, headers, landing } as const;
}

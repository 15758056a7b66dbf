import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { data, Link } from "react-router";
import { PasskeyButton } from "~/components/account/PasskeyButton";
import { PageLayout } from "~/components/PageLayout";
import { twoFactorPages } from "~/content/pages/two-factor";
import { withScripts } from "~/lib/page-scripts";
import { signInWithPasskey as passkeyCeremony } from "~/lib/passkey-ceremony";
import { withRedirectTo } from "~/lib/redirect-to";
import { passkeySignInSchema } from "~/lib/schemas/two-factor";
import { pageMeta } from "~/lib/seo";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import {
  completeSignIn,
  readSignIn,
  sessionForPasskey,
  signedIn,
  signInTarget,
} from "~/server/accounts/login.server";
import { clearCodeFailures } from "~/server/auth/code-failures.server";
import { askedRedirect } from "~/server/auth/guards.server";
import { checkPasskey, signInOptions } from "~/server/auth/passkeys.server";
import { readPendingSession } from "~/server/auth/sessions.server";
import { landingAfterSignIn } from "~/server/content/setup.server";
import { fail } from "~/server/http/respond.server";
import type { Route } from "./+types/passkey";

export const handle = withScripts;

const page = twoFactorPages.passkey;
const failed = twoFactorMessages.passkeySignInFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const loader = signInTarget;

/** With a sign-in waiting for its second factor, only that account's passkeys finish it. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readSignIn(context, request, passkeySignInSchema, failed);
  if (!input.ok) return input.answer;
  const pending = await readPendingSession(context, request);
  const waitingUserId = pending?.user.id ?? null;
  if (input.value.intent === "options") return data(await signInOptions(context, waitingUserId));
  // Outlined by the schema; @simplewebauthn/server checks every part of it.
  const response = input.value.response as unknown as AuthenticationResponseJSON;
  const userId = await checkPasskey(context, response, waitingUserId);
  if (!userId) {
    context.log.warn({ ip: context.clientIp, waitingUserId: pending?.user.id }, "passkey sign-in failed");
    return fail(401, failed, twoFactorMessages.passkeyRefused);
  }
  // The account's factor answered: wrong codes typed before are forgotten, a lock included.
  await clearCodeFailures(context.db, userId);
  const headers = pending
    ? await completeSignIn(context, request, pending, "passkey")
    : await sessionForPasskey(context, request, userId);
  const user = await context.db
    .selectFrom("users")
    .select("role")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const redirectTo = askedRedirect(input.value.redirectTo, context.config.APP_URL);
  return signedIn(userId, headers, await landingAfterSignIn(context.db, user, redirectTo));
}

export default function PasskeySignInPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <div className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <PasskeyButton
          label={page.submit}
          ceremony={() => passkeyCeremony(loaderData.redirectTo)}
          needsScript={page.needsScript}
          redirectTo={loaderData.redirectTo}
        />
        <Link
          to={withRedirectTo(page.passwordLink.to, loaderData.redirectTo)}
          className="self-start font-semibold text-brand-700 underline"
        >
          {page.passwordLink.label}
        </Link>
      </div>
    </PageLayout>
  );
}

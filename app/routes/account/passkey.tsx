import { data, Link } from "react-router";
import { PasskeyButton } from "~/components/account/PasskeyButton";
import { PageLayout } from "~/components/PageLayout";
import { twoFactorPages } from "~/content/pages/two-factor";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { signInWithPasskey as passkeyCeremony } from "~/lib/passkey-ceremony";
import { passkeySignInSchema } from "~/lib/schemas/two-factor";
import { pageMeta } from "~/lib/seo";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { signInWithPasskey } from "~/server/accounts/passkey-sign-in.server";
import { redirectTargetOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { rateRules } from "~/server/rate-limit.server";
import type { Route } from "./+types/passkey";

const page = twoFactorPages.passkey;
const failed = twoFactorMessages.passkeySignInFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    redirectTo: redirectTargetOf(request, context.config.APP_URL),
  };
}

/**
 * The passkey ceremony's two calls, from the script of this page and of the second step: the
 * challenge, then the signed answer. With a sign-in waiting for its second factor, only that
 * account's passkeys finish it; otherwise a passkey signs in alone.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context, rateRules.login, failed);
  if (limited) return limited;
  const input = await readForm(request, passkeySignInSchema);
  if (!input.ok) return refuse(failed, input);
  const outcome = await signInWithPasskey(context, request, input.value);
  if (outcome.step === "options") return data(outcome.options);
  if (!outcome.userId) return outcome.refusal;
  return data<ActionResult>(
    { ok: true, message: messages.account.loggedIn, id: outcome.userId },
    { headers: outcome.headers },
  );
}

export default function PasskeySignInPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <div className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <PasskeyButton
          label={page.submit}
          ceremony={passkeyCeremony}
          needsScript={page.needsScript}
          redirectTo={loaderData.redirectTo}
        />
        <Link
          to={`${page.passwordLink.to}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          className="self-start font-semibold text-brand-700 underline"
        >
          {page.passwordLink.label}
        </Link>
      </div>
    </PageLayout>
  );
}

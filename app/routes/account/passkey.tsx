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
import { readSignIn, signedIn, signInTarget } from "~/server/accounts/login.server";
import type { Route } from "./+types/passkey";
import { signInWithPasskey } from "./passkey-sign-in.server";

export const handle = withScripts;

const page = twoFactorPages.passkey;
const failed = twoFactorMessages.passkeySignInFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const loader = signInTarget;

/** With a sign-in waiting for its second factor, only that account's passkeys finish it. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readSignIn(context, request, passkeySignInSchema, failed);
  if (!input.ok) return input.answer;
  const outcome = await signInWithPasskey(context, request, input.value);
  if (outcome.step === "options") return data(outcome.options);
  return outcome.userId ? signedIn(outcome.userId, outcome.headers, outcome.landing) : outcome.refusal;
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

import { Form, Link, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { CodeField } from "~/components/account/CodeField";
import { PasskeyButton } from "~/components/account/PasskeyButton";
import { SubmitButton } from "~/components/forms/Field";
import { formCardClass } from "~/components/forms/form-card";
import { PageLayout } from "~/components/PageLayout";
import { twoFactorPages } from "~/content/pages/two-factor";
import { withScripts } from "~/lib/page-scripts";
import { signInWithPasskey } from "~/lib/passkey-ceremony";
import { withRedirectTo } from "~/lib/redirect-to";
import { secondStepSchema } from "~/lib/schemas/two-factor";
import { pageMeta } from "~/lib/seo";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { completeSignIn, signedInAnswer } from "~/server/accounts/login.server";
import { askedRedirect, askedTargetOf } from "~/server/auth/guards.server";
import { passkeysOf } from "~/server/auth/passkeys.server";
import { checkSecondFactorCode, codeRefusal } from "~/server/auth/second-factor.server";
import { readPendingSession } from "~/server/auth/sessions.server";
import { readForm, refuse } from "~/server/http/form.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { fail } from "~/server/http/respond.server";
import { rateRules } from "~/server/rate-limit.server";
import type { Route } from "./+types/second-factor";

export const handle = withScripts;

const page = twoFactorPages.secondStep;
const failed = twoFactorMessages.signInFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

// Not redirected: React Router runs this loader after the action too, when a script's right
// code has just ended the pending session, and the script must get its JSON answer.
export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await readPendingSession(context, request);
  return {
    redirectTo: askedTargetOf(request, context.config.APP_URL),
    waiting: pending !== null,
    passkeys: pending ? (await passkeysOf(context.db, pending.user.id)).length > 0 : false,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context, rateRules.login, failed);
  if (limited) return limited;
  const pending = await readPendingSession(context, request);
  if (!pending) return fail(401, failed, twoFactorMessages.pendingExpired);
  const input = await readForm(request, secondStepSchema);
  if (!input.ok) return refuse(failed, input);
  const verdict = await checkSecondFactorCode(context, pending.user.id, input.value.code);
  if (!verdict.ok) return codeRefusal(context, pending.user.id, verdict, failed);
  const headers = await completeSignIn(context, request, pending, verdict.value);
  const redirectTo = askedRedirect(input.value.redirectTo, context.config.APP_URL);
  return signedInAnswer(context, request, pending.user, headers, redirectTo);
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  if (!loaderData.waiting) {
    return (
      <PageLayout heading={page.heading}>
        <p>{twoFactorMessages.pendingExpired}</p>
        <Link
          to={withRedirectTo("/login", loaderData.redirectTo)}
          className="self-start font-semibold text-brand-700 underline"
        >
          {page.startAgain.label}
        </Link>
      </PageLayout>
    );
  }
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <Form method="post" className={formCardClass}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <CodeField label={page.labels.code} hint={page.hint} error={errors.code} />
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
        <AccountMessage result={actionData} />
      </Form>
      <div className="flex max-w-xl flex-col gap-4">
        {loaderData.passkeys ? (
          <PasskeyButton
            label={page.passkey}
            ceremony={() => signInWithPasskey(loaderData.redirectTo)}
            needsScript={page.passkeyNeedsScript}
            redirectTo={loaderData.redirectTo}
          />
        ) : null}
        <Link to={page.startAgain.to} className="self-start font-semibold text-brand-700 underline">
          {page.startAgain.label}
        </Link>
      </div>
    </PageLayout>
  );
}

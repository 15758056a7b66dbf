import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { PasswordField } from "~/components/account/PasswordField";
import { EmailField } from "~/components/forms/CommonFields";
import { SubmitButton } from "~/components/forms/Field";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { loginSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { logIn, secondStepPath, sessionAfterPassword } from "~/server/accounts/login.server";
import { redirectTargetOf, safeRedirect } from "~/server/auth/guards.server";
import { landingAfterSignIn } from "~/server/content/setup.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { rateRules } from "~/server/rate-limit.server";
import type { Route } from "./+types/login";

const page = accountPages.login;
const failed = messages.account.loginFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    redirectTo: redirectTargetOf(request, context.config.APP_URL),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context, rateRules.login, failed);
  if (limited) return limited;
  const input = await readForm(request, loginSchema);
  if (!input.ok) return refuse(failed, input);
  const login = await logIn(context, input.value);
  if (!login.ok) return login.answer;
  const { user } = login;
  const { headers, pending } = await sessionAfterPassword(context, request, user);
  const redirectTo = safeRedirect(input.value.redirectTo, context.config.APP_URL);
  if (pending) {
    // Accepted, not yet signed in: 202 tells a script that the second step follows.
    if (wantsJson(request))
      return data<ActionResult>(
        { ok: true, message: twoFactorMessages.codeNeeded },
        { status: 202, headers },
      );
    throw redirect(secondStepPath(redirectTo), { headers });
  }
  if (wantsJson(request)) {
    return data<ActionResult>({ ok: true, message: messages.account.loggedIn, id: user.id }, { headers });
  }
  throw redirect(await landingAfterSignIn(context.db, user, redirectTo), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  return (
    <PageLayout heading={page.heading}>
      <Form
        method="post"
        className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField label={page.labels.email} error={errors.email} />
        <PasswordField label={page.labels.password} autoComplete="current-password" error={errors.password} />
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
        <AccountMessage result={actionData} empty={messages.account.loginNoMessage} />
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link
              to={`/login/passkey?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
              className="font-semibold text-brand-700 underline"
            >
              {page.passkeyLink}
            </Link>
          </li>
          {page.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-brand-700 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Form>
    </PageLayout>
  );
}

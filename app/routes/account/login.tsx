import { data, Link, redirect } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { PasswordField } from "~/components/account/PasswordField";
import { EmailField } from "~/components/forms/CommonFields";
import { SubmitButton } from "~/components/forms/Field";
import { formCardClass } from "~/components/forms/form-card";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { enterAsDocument } from "~/lib/page-scripts";
import { withRedirectTo } from "~/lib/redirect-to";
import { loginSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import {
  logIn,
  readSignIn,
  sessionAfterPassword,
  signedInAnswer,
  signInTarget,
} from "~/server/accounts/login.server";
import { askedRedirect } from "~/server/auth/guards.server";
import { cameFromSignOut, signedOutCookie, siteCookies } from "~/server/auth/sessions.server";
import { wantsJson } from "~/server/http/negotiate.server";
import type { Route } from "./+types/login";

const page = accountPages.login;
const failed = messages.account.loginFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export function loader(args: Route.LoaderArgs) {
  const target = signInTarget(args);
  const site = siteCookies(args.request, args.context.config.APP_URL);
  if (!cameFromSignOut(args.request, site)) return { ...target, signedOut: false };
  return data({ ...target, signedOut: true }, { headers: { "Set-Cookie": signedOutCookie(false, site) } });
}

// Two fields the browser checks itself and the server answers: the page sends no React.
export const clientLoader = enterAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readSignIn(context, request, loginSchema, failed);
  if (!input.ok) return input.answer;
  const login = await logIn(context, input.value);
  // The page sent back keeps the email typed: only the password is typed again.
  if (!login.ok)
    return wantsJson(request)
      ? login.answer
      : data({ ...login.answer.data, values: { email: input.value.email } }, login.answer.init ?? undefined);
  const { user } = login;
  const { headers, pending } = await sessionAfterPassword(context, request, user);
  const redirectTo = askedRedirect(input.value.redirectTo, context.config.APP_URL);
  if (!pending) return signedInAnswer(context, request, user, headers, redirectTo);
  // Accepted, not yet signed in: 202 tells a script that the second step follows.
  if (wantsJson(request))
    return data<ActionResult>({ ok: true, message: twoFactorMessages.codeNeeded }, { status: 202, headers });
  throw redirect(withRedirectTo("/login/second-factor", redirectTo ?? ""), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const errors = refused?.fields ?? {};
  const typedEmail = refused?.values?.email;
  return (
    <PageLayout heading={page.heading}>
      <form method="post" className={formCardClass}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField
          label={page.labels.email}
          error={errors.email}
          defaultValue={typeof typedEmail === "string" ? typedEmail : undefined}
        />
        <PasswordField label={page.labels.password} autoComplete="current-password" error={errors.password} />
        <SubmitButton>{page.submit}</SubmitButton>
        <AccountMessage
          result={
            actionData ??
            (loaderData.signedOut ? { ok: true, message: messages.account.loggedOut } : undefined)
          }
          empty={messages.account.loginNoMessage}
        />
        <ul className="flex flex-wrap gap-4">
          {[
            { to: withRedirectTo("/login/passkey", loaderData.redirectTo), label: page.passkeyLink },
            ...page.links,
          ].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-brand-700 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </form>
    </PageLayout>
  );
}

import { data, Link } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { PasswordField } from "~/components/account/PasswordField";
import { SubmitButton } from "~/components/forms/Field";
import { formCardClass } from "~/components/forms/form-card";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import { formatDateTime } from "~/lib/format";
import { messages } from "~/lib/messages";
import { enterAsDocument } from "~/lib/page-scripts";
import { resetPasswordSchema } from "~/lib/schemas/account";
import { noindex, pageMeta } from "~/lib/seo";
import { resetPassword } from "~/server/accounts/accounts.server";
import { describeDevice } from "~/server/auth/devices.server";
import { isCommonPassword } from "~/server/auth/passwords.server";
import { PASSWORD_PURPOSES, tokenIsValid } from "~/server/auth/tokens.server";
import { readForm, refuse } from "~/server/http/form.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { fail } from "~/server/http/respond.server";
import { rateRules } from "~/server/rate-limit.server";
import type { Route } from "./+types/forget-password";

const page = accountPages.forgetPassword;
const failed = messages.account.passwordNotChanged;

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(page.seo, matches), noindex];

/** The token is used up only by the POST. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const usable =
    token.length > 0 && token.length <= 200 && (await tokenIsValid(context.db, token, PASSWORD_PURPOSES));
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context, rateRules.passwordReset, failed);
  if (limited) return limited;
  const input = await readForm(request, resetPasswordSchema);
  if (!input.ok) return refuse(failed, input);
  if (isCommonPassword(input.value.password)) {
    return fail(400, failed, messages.field.passwordCommon, { password: messages.field.passwordCommon });
  }
  const passkeys = await resetPassword(context, input.value.token, input.value.password, {
    clientIp: context.clientIp,
    device: describeDevice(request.headers.get("user-agent")),
    log: context.log,
  });
  if (!passkeys)
    return fail(400, failed, messages.account.linkInvalid, { token: messages.account.linkInvalid });
  return data({ ok: true as const, message: messages.account.passwordChanged, passkeys }, 200);
}

// The browser checks the form itself and the server answers with the page, as /login's.
export const clientLoader = enterAsDocument;

export default function ForgetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  const done = actionData?.ok;
  const passkeys = actionData && "passkeys" in actionData ? actionData.passkeys : [];
  return (
    <PageLayout heading={page.heading}>
      {loaderData.token && !done ? (
        <form method="post" className={formCardClass}>
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField label={page.labels.password} autoComplete="new-password" error={errors.password} />
          <SubmitButton>{page.submit}</SubmitButton>
          <AccountMessage result={actionData} />
        </form>
      ) : (
        <AccountMessage result={actionData ?? { ok: false, error: messages.account.linkInvalid }} />
      )}
      {passkeys.length > 0 ? (
        <section aria-labelledby="passkeys-heading" className="flex max-w-xl flex-col gap-2">
          <h2 id="passkeys-heading" className="font-semibold text-lg">
            {page.passkeys.heading}
          </h2>
          <p>{page.passkeys.intro}</p>
          <ul className="list-disc pl-6">
            {passkeys.map((key) => (
              <li key={key.id}>
                <strong>{key.name}</strong>, {page.passkeys.added(formatDateTime(key.createdAt))},{" "}
                {page.passkeys.lastUsed(key.lastUsedAt ? formatDateTime(key.lastUsedAt) : null)}
              </li>
            ))}
          </ul>
          <p>{page.passkeys.removeThem}</p>
        </section>
      ) : null}
      <p>
        <Link to={done ? "/login" : "/forget"} className="font-semibold text-brand-700 underline">
          {done ? page.loginLink : page.askAgain}
        </Link>
      </p>
    </PageLayout>
  );
}

import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { CodeField } from "~/components/account/CodeField";
import { PasskeyButton } from "~/components/account/PasskeyButton";
import { PasswordField } from "~/components/account/PasswordField";
import { SubmitButton } from "~/components/forms/Field";
import { formCardClass } from "~/components/forms/form-card";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import { areaHomes, areaOf } from "~/lib/area-home";
import { confirmAccessMessages } from "~/lib/confirm-access";
import { withScripts } from "~/lib/page-scripts";
import { confirmWithPasskey } from "~/lib/passkey-ceremony";
import { confirmAccessSchema } from "~/lib/schemas/two-factor";
import { noindex, pageMeta } from "~/lib/seo";
import {
  csrfOf,
  redirectTargetOf,
  requireUser,
  rotateSession,
  safeRedirect,
} from "~/server/auth/guards.server";
import { passkeysOf } from "~/server/auth/passkeys.server";
import { hasSecondFactor } from "~/server/auth/second-factor.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/confirm-access";
import { purposeOf } from "./confirm-purpose.server";
import { confirmAccess } from "./reauthenticate.server";

export const handle = withScripts;

const page = accountPages.confirmAccess;
const failed = confirmAccessMessages.failed;

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(page.seo, matches), noindex];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { user, csrfToken } = await requireUser(args);
  const { db, config } = args.context;
  const redirectTo = redirectTargetOf(args.request, config.APP_URL);
  return {
    csrfToken,
    email: user.email,
    redirectTo,
    purpose: await purposeOf(db, redirectTo),
    cancelTo: areaHomes[areaOf(user.role)],
    hasFactor: await hasSecondFactor(db, user.id),
    hasPasskey: (await passkeysOf(db, user.id)).length > 0,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = await requireUser({ request, context, url });
  const input = await readForm(request, confirmAccessSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(failed, input);
  const outcome = await confirmAccess(context, signedIn, input.value);
  if (outcome.outcome === "options") return data(outcome.options);
  if (outcome.outcome === "refused") return outcome.answer;
  // A new session id for the confirmed session (ASVS 7.2.4): an id copied before is worth less.
  const cookies = await rotateSession(request, context, signedIn, { confirmed: true });
  if (wantsJson(request) || input.value.intent !== "confirm") {
    return succeed(confirmAccessMessages.confirmed, {}, 200, cookies);
  }
  throw redirect(safeRedirect(input.value.redirectTo, context.config.APP_URL), {
    status: 303,
    headers: cookies,
  });
}

function typedPassword() {
  const field = document.getElementById(PASSWORD_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}

const PASSWORD_FIELD = "confirm-password";

export default function ConfirmAccess({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { csrfToken, email, redirectTo, purpose, cancelTo, hasFactor, hasPasskey } = loaderData;
  const result = actionData && "ok" in actionData ? actionData : undefined;
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <PageLayout
      heading={page.heading}
      intro={hasFactor ? page.introWithFactor(purpose) : page.intro(purpose)}
    >
      <Form method="post" className={formCardClass}>
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* For password managers: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          id={PASSWORD_FIELD}
          label={page.labels.password}
          autoComplete="current-password"
          error={errors.password}
        />
        {hasFactor ? <CodeField label={page.labels.code} hint={page.codeHint} error={errors.code} /> : null}
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
        <AccountMessage result={result} />
      </Form>
      <div className="flex max-w-xl flex-col gap-4">
        {hasPasskey ? (
          <PasskeyButton
            label={page.passkey}
            hint={page.passkeyHint}
            needsScript={page.passkeyNeedsScript}
            redirectTo={redirectTo}
            ceremony={() => confirmWithPasskey(typedPassword(), csrfToken)}
          />
        ) : null}
        <Link to={cancelTo} className="self-start font-semibold text-brand-700 underline">
          {page.cancel}
        </Link>
      </div>
    </PageLayout>
  );
}

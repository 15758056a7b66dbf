import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { bigButton, formCard } from "~/components/admin/controls";
import { useCsrfToken } from "~/components/admin/csrf";
import { PasskeyEnrolment } from "~/components/admin/PasskeyEnrolment";
import { RecoveryCodes } from "~/components/admin/RecoveryCodes";
import { SubmitButton, TextField } from "~/components/forms/Field";
import { IntentForm } from "~/components/forms/IntentForm";
import { adminPages } from "~/content/pages/admin";
import { twoFactorPages } from "~/content/pages/two-factor";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/format";
import { twoFactorSchema } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { adminOf } from "~/server/admin/admin-area.server";
import { changeTwoFactor, twoFactorSettings } from "~/server/admin/two-factor.server";
import { csrfOf, requireConfirmed, safeRedirect } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import type { Route } from "./+types/two-factor";

const page = twoFactorPages.manage;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

/** The one admin page open to an admin without a second factor; it needs access confirmed. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const signedIn = adminOf(context);
  requireConfirmed({ request, url }, signedIn);
  return {
    next: safeRedirect(url.searchParams.get("redirectTo"), context.config.APP_URL, adminPages.home.seo.path),
    ...(await twoFactorSettings(context, signedIn.user)),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  requireConfirmed({ request, url }, signedIn);
  const input = await readForm(request, twoFactorSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(twoFactorMessages.notChanged, input);
  return changeTwoFactor(context, request, signedIn.user, input.value);
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { next, mustEnrol } = loaderData;
  // A form's answer (the passkey calls of the page's script answer the script, not the page).
  const result = actionData && "ok" in actionData ? actionData : undefined;
  const codes = result && "recoveryCodes" in result ? result.recoveryCodes : undefined;

  return (
    <AdminLayout heading={page.heading}>
      {mustEnrol ? (
        <p className="max-w-3xl rounded-md border-amber-600 border-l-4 bg-amber-50 px-4 py-3 text-amber-950">
          {page.required}
        </p>
      ) : null}
      <AccountMessage result={result} />
      {codes ? <SavedCodes codes={codes} next={next} /> : <Settings {...loaderData} />}
    </AdminLayout>
  );
}

/** The codes are in this answer only. A link leads on: it works without JavaScript. */
function SavedCodes({ codes, next }: { codes: string[]; next: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <RecoveryCodes id="new-codes" codes={codes} headingRef={heading} />
      <p>{page.recovery.continueIntro}</p>
      <Link to={next} reloadDocument className={`self-start ${bigButton}`}>
        {page.recovery.continue}
      </Link>
    </div>
  );
}

/** A form of one intent; only its own button shows it busy. */
function Act({ intent, label, children }: { intent: string; label: string; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <IntentForm csrfToken={useCsrfToken()} intent={intent}>
      {children}
      <SubmitButton busy={busy}>{label}</SubmitButton>
    </IntentForm>
  );
}

function Settings({
  app,
  recoveryCodesLeft,
  passkeys,
  hasFactor,
}: Omit<Route.ComponentProps["loaderData"], "next" | "mustEnrol">) {
  const csrfToken = useCsrfToken();
  return (
    <>
      <AdminSection id="app" heading={page.app.heading} className={formCard}>
        {app.state === "off" ? (
          <Act intent="app-start" label={page.app.start}>
            <p>{page.app.off}</p>
          </Act>
        ) : null}
        {app.state === "pending" ? (
          <>
            <p>{page.app.scan}</p>
            <img src={app.qrCode} alt={page.app.qrLabel} width={240} height={240} className="self-start" />
            <p>
              {page.app.keyLabel}:{" "}
              <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-lg">{app.secret}</code>
            </p>
            <Act intent="app-confirm" label={page.app.confirm}>
              <TextField
                name="code"
                id="app-code"
                label={page.app.codeLabel}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </Act>
            <IntentForm csrfToken={csrfToken} intent="app-start">
              <button type="submit" className="self-start font-semibold text-brand-700 underline">
                {page.app.restart}
              </button>
            </IntentForm>
          </>
        ) : null}
        {app.state === "on" ? (
          <Act intent="app-remove" label={page.app.remove}>
            <p>{page.app.on}</p>
          </Act>
        ) : null}
      </AdminSection>

      <AdminSection id="passkeys" heading={page.passkeys.heading} className={formCard}>
        <p>{page.passkeys.intro}</p>
        {passkeys.length === 0 ? (
          <p>{page.passkeys.none}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {passkeys.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 border-slate-200 border-t pt-4">
                <p>
                  <strong>{key.name}</strong>: {page.passkeys.added(formatDateTime(key.createdAt))},{" "}
                  {page.passkeys.lastUsed(key.lastUsedAt ? formatDateTime(key.lastUsedAt) : null)}
                </p>
                <Act intent="passkey-remove" label={page.passkeys.remove(key.name)}>
                  <input type="hidden" name="id" value={key.id} />
                </Act>
              </li>
            ))}
          </ul>
        )}
        <PasskeyEnrolment />
      </AdminSection>

      {hasFactor ? (
        <AdminSection id="recovery" heading={page.recovery.heading} className={formCard}>
          <p>{page.recovery.intro}</p>
          <p>{page.recovery.left(recoveryCodesLeft)}</p>
          <Act intent="recovery-codes" label={page.recovery.issue}>
            <p>{page.recovery.issueIntro}</p>
          </Act>
        </AdminSection>
      ) : null}
    </>
  );
}

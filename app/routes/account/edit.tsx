import { Form, Link, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { EmailField, MobileField, NameField } from "~/components/forms/CommonFields";
import { SubmitButton } from "~/components/forms/Field";
import { formCardClass } from "~/components/forms/form-card";
import { PictureField } from "~/components/forms/PictureField";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import { confirmAccessMessages, confirmAccessPath } from "~/lib/confirm-access";
import { messages } from "~/lib/messages";
import { withScripts } from "~/lib/page-scripts";
import { profileSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { updateProfile } from "~/server/accounts/accounts.server";
import { avatarField, avatarPath, keepAvatar, removeAvatar } from "~/server/accounts/avatars.server";
import { describeDevice } from "~/server/auth/devices.server";
import { csrfOf, requireUser, rotateSession } from "~/server/auth/guards.server";
import { isConfirmed } from "~/server/auth/sessions.server";
import { readForm, refuse } from "~/server/http/form.server";
import { checkRateLimit, refuseVerificationMail } from "~/server/http/rate-limited.server";
import { fail, succeed } from "~/server/http/respond.server";
import { rateRules } from "~/server/rate-limit.server";
import type { Route } from "./+types/edit";

export const handle = withScripts;

const page = accountPages.edit;
const failed = messages.account.profileFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The id in the address is only the spec's link, never trusted. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const { name, email, mobile, image } = signedIn.user;
  return {
    csrfToken: signedIn.csrfToken,
    emailNeedsConfirmation: !isConfirmed(signedIn),
    user: { name, email, mobile, image: image ? avatarPath(image, 50) : null },
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = await requireUser({ request, context, url });
  // The picture comes in the body, so the request is counted as an upload before it is read, as on
  // the upload endpoints; a save without a picture counts too, since the body must be read to know.
  const limited = await checkRateLimit(context, rateRules.upload, failed);
  if (limited) return limited;
  const input = await readForm(request, profileSchema, {
    file: avatarField(context.config),
    authorize: csrfOf(request, signedIn),
  });
  if (!input.ok) return refuse(failed, input);
  const kept = await keepAvatar(input.part, context.config.DATA_DIR);
  if (!kept.ok) return refuse(failed, kept);
  // A new address hands the account to whoever reads it: it needs access confirmed.
  if (input.value.email !== signedIn.user.email && !isConfirmed(signedIn)) {
    await removeAvatar(kept.image, context.config.DATA_DIR);
    return fail(403, failed, confirmAccessMessages.needed, { email: confirmAccessMessages.needed });
  }
  const origin = {
    at: new Date().toISOString(),
    device: describeDevice(request.headers.get("user-agent")),
    ip: context.clientIp,
  };
  const outcome = await updateProfile(context, signedIn, input.value, kept.image, origin);
  if (outcome === "email-taken")
    return fail(409, failed, messages.account.emailTaken, { email: messages.account.emailTaken });
  if (outcome === "verification-capped") return refuseVerificationMail(context, failed);
  const cookies = outcome === "email-changed" ? await rotateSession(request, context, signedIn) : undefined;
  return succeed(messages.account.profileSaved, { id: signedIn.user.id }, 200, cookies);
}

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { user, csrfToken, emailNeedsConfirmation } = loaderData;
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  return (
    <PageLayout heading={page.heading}>
      <Form method="post" encType="multipart/form-data" className={formCardClass}>
        <input type="hidden" name="_csrf" value={csrfToken} />
        <div className="flex items-center gap-4">
          {user.image ? (
            <img src={user.image} alt="" width={50} height={50} className="size-[50px] rounded-full" />
          ) : null}
          <PictureField label={page.labels.image} />
        </div>
        <NameField label={page.labels.name} defaultValue={user.name} error={errors.name} />
        <EmailField
          label={page.labels.email}
          defaultValue={user.email}
          error={errors.email}
          hint={emailNeedsConfirmation ? confirmAccessMessages.emailNeedsIt : undefined}
        />
        {emailNeedsConfirmation ? (
          <Link to={confirmAccessPath("/edit")} className="self-start font-semibold text-brand-700 underline">
            {page.confirmLink}
          </Link>
        ) : null}
        <MobileField label={page.labels.mno} name="mno" defaultValue={user.mobile} error={errors.mno} />
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
        <AccountMessage result={actionData} />
        <Link to="/home" className="font-semibold text-brand-700 underline">
          {page.back}
        </Link>
      </Form>
    </PageLayout>
  );
}

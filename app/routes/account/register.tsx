import { Link } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { PasswordField } from "~/components/account/PasswordField";
import { EmailField, MobileField, NameField } from "~/components/forms/CommonFields";
import { SubmitButton } from "~/components/forms/Field";
import { formCardClass } from "~/components/forms/form-card";
import { PictureField } from "~/components/forms/PictureField";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import { messages } from "~/lib/messages";
import { enterAsDocument, withLeadFormScript } from "~/lib/page-scripts";
import { registerSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { registerUser } from "~/server/accounts/accounts.server";
import { avatarField, keepAvatar, removeAvatar } from "~/server/accounts/avatars.server";
import { isCommonPassword } from "~/server/auth/passwords.server";
import { readForm, refuse } from "~/server/http/form.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { fail, succeed } from "~/server/http/respond.server";
import { rateRules } from "~/server/rate-limit.server";
import type { Route } from "./+types/register";

// The lead form's script checks and sends the form in place, keeping what was typed on a refusal.
export const handle = withLeadFormScript;

const page = accountPages.register;
const failed = messages.account.registerFailed;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const loader = () => null;

export const clientLoader = enterAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context, rateRules.register, failed);
  if (limited) return limited;
  const input = await readForm(request, registerSchema, { file: avatarField(context.config) });
  if (!input.ok) return refuse(failed, input);
  const kept = await keepAvatar(input.part, context.config.DATA_DIR);
  if (!kept.ok) return refuse(failed, kept);
  if (isCommonPassword(input.value.password)) {
    await removeAvatar(kept.image, context.config.DATA_DIR);
    return fail(400, failed, messages.field.passwordCommon, { password: messages.field.passwordCommon });
  }
  const registered = await registerUser(context, input.value, kept.image);
  if (registered === "email-taken")
    return fail(409, failed, messages.account.emailTaken, { email: messages.account.emailTaken });
  return succeed(messages.account.registered, { id: registered.id });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  const { labels, placeholders } = page;
  return (
    <PageLayout heading={page.heading}>
      {/* Registration resets only after a success (docs/product.md section 4). */}
      <form
        method="post"
        action={page.seo.path}
        encType="multipart/form-data"
        data-lead-form="register"
        className={formCardClass}
      >
        <NameField label={labels.name} placeholder={placeholders.name} error={errors.name} />
        <EmailField label={labels.email} placeholder={placeholders.email} error={errors.email} />
        <MobileField label={labels.mno} name="mno" placeholder={placeholders.mno} error={errors.mno} />
        <PictureField label={labels.image} required error={errors.image} />
        <PasswordField
          label={labels.password}
          placeholder={placeholders.password}
          autoComplete="new-password"
          error={errors.password}
        />
        <SubmitButton>{page.submit}</SubmitButton>
        <AccountMessage result={actionData} empty={messages.account.noMessage} />
        <p>
          {page.loginPrompt}{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {page.loginLink}
          </Link>
        </p>
      </form>
    </PageLayout>
  );
}

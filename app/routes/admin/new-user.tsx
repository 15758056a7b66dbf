import { Form, Link, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { formCard } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { EmailField, MobileField, NameField } from "~/components/forms/CommonFields";
import { SubmitButton } from "~/components/forms/Field";
import { PictureField } from "~/components/forms/PictureField";
import { adminPages } from "~/content/pages/admin";
import { adminMeta } from "~/lib/admin-meta";
import { messages } from "~/lib/messages";
import { newUserSchema } from "~/lib/schemas/admin-users";
import { avatarField, keepAvatar } from "~/server/accounts/avatars.server";
import { adminOf } from "~/server/admin/admin-area.server";
import { addUser } from "~/server/admin/users.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { fail, succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/new-user";

const page = adminPages.newUser;
const failed = messages.admin.userAddFailed;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, newUserSchema, {
    file: avatarField(context.config),
    authorize: csrfOf(request, signedIn),
  });
  if (!input.ok) return refuse(failed, input);
  const kept = await keepAvatar(input.part, context.config.DATA_DIR);
  if (!kept.ok) return refuse(failed, kept);
  const { imageRequired } = messages.admin;
  if (!kept.image) return fail(400, failed, imageRequired, { image: imageRequired });
  const added = await addUser(context, signedIn.user, input.value, kept.image);
  if (added === "email-taken")
    return fail(409, failed, messages.account.emailTaken, { email: messages.account.emailTaken });
  return succeed(messages.admin.userAdded, { id: added.id }, 201);
}

export default function NewUser({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  // A new, empty form after each user added; the one with the mistakes stays after a failure.
  const formKey = actionData?.ok ? actionData.id : "form";
  return (
    <AdminLayout heading={page.heading}>
      <Form key={formKey} method="post" encType="multipart/form-data" className={formCard}>
        <CsrfField />
        <NameField label={page.labels.name} error={errors.name} />
        <EmailField label={page.labels.email} error={errors.email} />
        <MobileField label={page.labels.mno} name="mno" error={errors.mno} />
        <PictureField label={page.labels.image} required error={errors.image} />
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
      </Form>
      <AccountMessage result={actionData} />
      <Link to={page.back.to} className="self-start font-semibold text-brand-700 underline">
        {page.back.label}
      </Link>
    </AdminLayout>
  );
}

import { data, Form, Link, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { UserNotFound } from "~/components/admin/AdminNotFound";
import { formCard } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { TextBlockToggles } from "~/components/admin/TextBlockToggles";
import { EmailField, MobileField, NameField } from "~/components/forms/CommonFields";
import { SubmitButton } from "~/components/forms/Field";
import { adminPages, adminTextBlocks } from "~/content/pages/admin";
import { adminMeta } from "~/lib/admin-meta";
import { messages } from "~/lib/messages";
import { editUserSchema, userPageAddress } from "~/lib/schemas/admin-users";
import { adminOf, rotateAdminSession } from "~/server/admin/admin-area.server";
import { changesOwnAccount, editChangesEmail, editUser, userNamedIn } from "~/server/admin/users.server";
import { describeDevice } from "~/server/auth/devices.server";
import { csrfOf, requireConfirmed } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { fail, succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/edit-user";

const page = adminPages.editUser;
const { saved, saveFailed } = messages.admin;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await userNamedIn(context.db, url);
  if (!user) return data({ user: null }, { status: 404 });
  const { id, name, email, mobile, is_verified } = user;
  return { user: { id, name, email, mobile, is_verified } };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, editUserSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(saveFailed, input);
  // A new address hands the account to whoever reads it: access confirmed first, then back to the form.
  if (await editChangesEmail(context.db, input.value))
    requireConfirmed({ request, url: new URL(userPageAddress("edit-user", input.value.id), url) }, signedIn);
  const origin = {
    at: new Date().toISOString(),
    device: describeDevice(request.headers.get("user-agent")),
    ip: context.clientIp,
  };
  const outcome = await editUser(context, signedIn, input.value, origin);
  if (outcome === "not-found") return fail(404, saveFailed, messages.admin.userNotFound);
  if (outcome === "email-taken")
    return fail(409, saveFailed, messages.account.emailTaken, { email: messages.account.emailTaken });
  const cookies = changesOwnAccount(signedIn.user, input.value)
    ? await rotateAdminSession({ request, context, url })
    : undefined;
  return succeed(saved, { id: input.value.id }, 200, cookies);
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { user } = loaderData;
  if (!user) return <UserNotFound heading={page.heading} />;
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  const { labels, placeholders } = page;
  return (
    <AdminLayout heading={page.heading}>
      <Form method="post" className={formCard}>
        <CsrfField />
        <input type="hidden" name="_id" value={user.id} />
        {(
          [
            ["name", NameField],
            ["email", EmailField],
            ["mobile", MobileField],
          ] as const
        ).map(([field, Field]) => (
          <Field
            key={field}
            label={labels[field]}
            placeholder={placeholders[field]}
            defaultValue={user[field]}
            error={errors[field]}
          />
        ))}
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold text-slate-800">{labels.verified}</legend>
          <div className="flex gap-6">
            {(
              [
                [1, labels.yes],
                [0, labels.no],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="is_verified"
                  value={String(value)}
                  defaultChecked={user.is_verified === value}
                  required
                  className="size-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton busy={navigation.state === "submitting"}>{page.submit}</SubmitButton>
        <AccountMessage result={actionData} />
        <Link to={page.back.to} className="font-semibold text-brand-700 underline">
          {page.back.label}
        </Link>
      </Form>
      <TextBlockToggles blocks={adminTextBlocks} />
    </AdminLayout>
  );
}

import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountMessage } from "~/components/account/AccountMessage";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { UserNotFound } from "~/components/admin/AdminNotFound";
import { formCard } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { adminPages } from "~/content/pages/admin";
import { adminMeta } from "~/lib/admin-meta";
import { CONFIRMED, isConfirmed } from "~/lib/confirm";
import { messages } from "~/lib/messages";
import { deleteUserSchema, userPageAddress, usersAddress } from "~/lib/schemas/admin-users";
import { adminOf } from "~/server/admin/admin-area.server";
import { deleteUsers, userNamedIn } from "~/server/admin/users.server";
import { csrfOf, requireConfirmed } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/delete-user";

const page = adminPages.deleteUser;
const { saveFailed } = messages.admin;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const signedIn = adminOf(context);
  const user = await userNamedIn(context.db, url);
  if (!user) return data({ user: null, own: false }, { status: 404 });
  requireConfirmed({ request, url }, signedIn);
  return { user: { id: user.id, name: user.name, email: user.email }, own: user.id === signedIn.user.id };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, deleteUserSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(saveFailed, input);
  const { id } = input.value;
  const question = userPageAddress("delete-user", id);
  // Confirmed, the admin comes back to the question, whatever form the post came from.
  requireConfirmed({ request, url: new URL(question, url) }, signedIn);
  // A browser's post that did not come from this page's question is sent to it.
  if (!wantsJson(request) && !isConfirmed(input.values)) return redirect(question, 303);
  const deleted = await deleteUsers(context, signedIn.user, [id]);
  if (deleted === "own-account") return fail(403, saveFailed, messages.admin.notOwnAccount);
  if (deleted === 0) return fail(404, saveFailed, messages.admin.userNotFound);
  if (wantsJson(request)) return succeed(messages.admin.userDeleted, { id }, 200);
  return redirect(usersAddress({ result: "deleted" }), 303);
}

export default function DeleteUser({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { user, own } = loaderData;
  if (!user) return <UserNotFound heading={page.heading} />;
  return (
    <AdminLayout heading={page.heading}>
      <Form method="post" className={formCard}>
        <p className="text-lg text-slate-800">{page.question(user.name, user.email)}</p>
        <CsrfField />
        <input type="hidden" name="id" value={user.id} />
        <input type="hidden" name={CONFIRMED} value="yes" />
        {own ? (
          <p className="text-red-800">{messages.admin.notOwnAccount}</p>
        ) : (
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="self-start rounded-md bg-red-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-900 disabled:opacity-60"
          >
            {page.submit}
          </button>
        )}
        <AccountMessage result={actionData} />
        <Link to={page.cancel.to} className="font-semibold text-brand-700 underline">
          {page.cancel.label}
        </Link>
      </Form>
    </AdminLayout>
  );
}

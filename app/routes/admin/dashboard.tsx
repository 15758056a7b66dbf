import { Form, Link, redirect, useLocation } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { ConfirmStep } from "~/components/admin/ConfirmStep";
import { link } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/admin/Pagination";
import { UserAvatar } from "~/components/admin/UserAvatar";
import { UsersSearchForm } from "~/components/admin/UsersSearchForm";
import { StatusMessage } from "~/components/StatusMessage";
import { adminPages, verifiedText } from "~/content/pages/admin";
import type { Status } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { isConfirmed } from "~/lib/confirm";
import { messages } from "~/lib/messages";
import { personName } from "~/lib/person";
import {
  bulkActionSchema,
  bulkDoneSchema,
  type UsersQuery,
  userPageAddress,
  usersAddress,
  usersQuerySchema,
} from "~/lib/schemas/admin-users";
import { lastPageOf, readListQuery } from "~/lib/schemas/list";
import { adminOf, rotateAdminSession } from "~/server/admin/admin-area.server";
import {
  applyBulkAction,
  bulkChangesOwnVerifiedFlag,
  listUsers,
  type UserView,
  usersToChange,
  userView,
} from "~/server/admin/users.server";
import { csrfOf, requireConfirmed } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/dashboard";

const page = adminPages.dashboard;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

const { saved, saveFailed } = messages.admin;

/** Browsers are redirected back after a POST, so a reload never repeats it; only these codes show. */
const notices = {
  saved: { tone: "success", text: saved },
  deleted: { tone: "success", text: messages.admin.userDeleted },
  failed: { tone: "error", text: saveFailed },
  "none-selected": { tone: "error", text: saveFailed, detail: messages.admin.noneSelected },
  "not-found": { tone: "error", text: saveFailed, detail: messages.admin.userNotFound },
  "own-account": { tone: "error", text: saveFailed, detail: messages.admin.notOwnAccount },
} satisfies Record<string, Status>;

type DashboardNotice = keyof typeof notices;

const NAMED = 10;

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = readListQuery(url, usersQuerySchema).value;
  const code = params.get("result");
  const notice = code && Object.hasOwn(notices, code) ? (code as DashboardNotice) : undefined;
  const done = bulkDoneSchema.safeParse(Object.fromEntries(params));
  const { rows, total } = await listUsers(context, query);
  const lastPage = lastPageOf(total);
  if (query.page > lastPage) throw redirect(usersAddress({ ...query, page: lastPage, result: notice }));
  return {
    query,
    total,
    users: rows.map(userView),
    notice: notice
      ? ({
          ...notices[notice],
          ...(notice === "saved" && done.success && { detail: page.done[done.data.done](done.data.count) }),
        } as Status)
      : null,
  };
}

// Browsers post to /admin/dashboard, where the question shows, so a browser's post to /dashboard
// is sent there with its body (307). JSON clients act at once.
export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, bulkActionSchema, { authorize: csrfOf(request, signedIn) });
  const json = wantsJson(request);
  const deleting = input.ok && input.value.action === "delete";
  const ownDeletion = deleting && input.value.ids.includes(signedIn.user.id);
  if (deleting && !ownDeletion)
    requireConfirmed({ request, url: new URL("/admin/dashboard", url) }, signedIn);
  if (!json && input.ok && !isConfirmed(input.values) && !ownDeletion) {
    if (url.pathname !== "/admin/dashboard") return redirect("/admin/dashboard", 307);
    const users = await usersToChange(context.db, input.value.ids);
    if (users.length > 0)
      return {
        confirm: {
          action: input.value.action,
          query: readListQuery(input.values, usersQuerySchema).value,
          ids: users.map((user) => user.id),
          names: users.slice(0, NAMED).map(personName),
        },
      };
  }
  const outcome = input.ok ? await applyBulkAction(context, signedIn, input.value) : null;
  const changed = typeof outcome === "number" ? outcome : 0;
  const cookies =
    input.ok && changed > 0 && bulkChangesOwnVerifiedFlag(signedIn.user, input.value)
      ? await rotateAdminSession({ request, context, url })
      : undefined;
  if (json) {
    if (!input.ok) return refuse(saveFailed, input);
    if (changed > 0) return succeed(saved, {}, 200, cookies);
    if (outcome === "own-account") return fail(403, saveFailed, messages.admin.notOwnAccount);
    return fail(404, saveFailed, messages.admin.userNotFound);
  }
  const query = readListQuery(input.values, usersQuerySchema).value;
  if (input.ok && changed > 0)
    return redirect(usersAddress({ ...query, result: "saved", done: input.value.action, count: changed }), {
      status: 303,
      headers: cookies,
    });
  const notice: DashboardNotice =
    input.ok && typeof outcome === "string"
      ? outcome
      : !input.ok && input.code === "invalid" && !input.values.ids
        ? "none-selected"
        : "failed";
  return redirect(usersAddress({ ...query, result: notice }), { status: 303, headers: cookies });
}

const cols = page.columns;

const columns: Column<UserView>[] = [
  {
    header: cols.select,
    cell: (user) => (
      <input
        type="checkbox"
        name="ids"
        value={user.id}
        aria-label={page.selectUser(user.name)}
        className="size-5"
      />
    ),
  },
  { header: cols.image, cell: (user) => <UserAvatar src={user.image} name={user.name} /> },
  { header: cols.name, cell: (user) => user.name },
  { header: cols.email, cell: (user) => user.email },
  { header: cols.mobile, cell: (user) => user.mobile },
  { header: cols.verified, cell: (user) => verifiedText[user.is_verified] },
  {
    header: cols.actions,
    cell: (user) => (
      <span className="flex gap-3">
        <Link to={userPageAddress("edit-user", user.id)} className={link}>
          {page.edit}
          <span className="sr-only"> {user.name}</span>
        </Link>
        <Link to={userPageAddress("delete-user", user.id)} className="font-semibold text-red-800 underline">
          {page.delete}
          <span className="sr-only"> {user.name}</span>
        </Link>
      </span>
    ),
  },
];

const queryFields = (query: UsersQuery) =>
  Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { query, total, users, notice } = loaderData;
  const location = useLocation();
  if (actionData && "confirm" in actionData) {
    const { confirm } = actionData;
    const count = confirm.ids.length;
    return (
      <AdminLayout heading={page.heading}>
        <ConfirmStep
          question={page.confirm.question[confirm.action](count)}
          names={confirm.names.map((name, index) => ({ key: confirm.ids[index] ?? name, name }))}
          more={count - confirm.names.length}
          action="/admin/dashboard"
          reloadDocument
          fields={[
            ["action", confirm.action],
            ...confirm.ids.map((id): [string, string] => ["ids", id]),
            ...queryFields(confirm.query),
          ]}
          submit={page.confirm.submit[confirm.action](count)}
          danger={confirm.action === "delete"}
          cancel={usersAddress(confirm.query)}
        />
      </AdminLayout>
    );
  }
  return (
    <AdminLayout heading={page.heading}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {Object.values(page.links).map((entry) => (
          <li key={entry.to}>
            {/* The PDF is a file, not a screen: the browser fetches it itself. */}
            <Link to={entry.to} reloadDocument={entry.to === page.links.exportPdf.to} className={link}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      <UsersSearchForm key={location.search} query={query} />
      <StatusMessage status={notice} />
      <Form reloadDocument method="post" action="/admin/dashboard" className="flex flex-col gap-4">
        <CsrfField />
        {queryFields(query).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-2 font-semibold text-slate-800">{page.bulk.label}</legend>
          {(["verify", "unverify", "delete"] as const).map((action) => (
            <button
              key={action}
              type="submit"
              name="action"
              value={action}
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
            >
              {page.bulk[action]}
            </button>
          ))}
        </fieldset>
        <DataTable
          caption={page.caption}
          columns={columns}
          rows={users}
          rowKey={(user) => user.id}
          empty={messages.admin.usersNotFound}
        />
      </Form>
      <Pagination page={query.page} total={total} href={(n) => usersAddress({ ...query, page: n })} />
    </AdminLayout>
  );
}

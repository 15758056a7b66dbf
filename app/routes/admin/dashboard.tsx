import { Form, Link, redirect, useLocation } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/admin/Pagination";
import { UserAvatar } from "~/components/admin/UserAvatar";
import { UsersSearchForm } from "~/components/admin/UsersSearchForm";
import { StatusMessage } from "~/components/StatusMessage";
import { adminPages, verifiedText } from "~/content/pages/admin";
import type { Status } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import {
  bulkActionSchema,
  parseUsersQuery,
  type UsersQuery,
  usersQueryParams,
} from "~/lib/schemas/admin-users";
import { lastPageOf } from "~/lib/schemas/list";
import { adminMeta } from "~/lib/seo";
import { adminOf, rotateAdminSession } from "~/server/admin/admin-area.server";
import {
  applyBulkAction,
  bulkChangesOwnVerifiedFlag,
  listUsers,
  type UserView,
  userView,
} from "~/server/admin/users.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/dashboard";

const page = adminPages.dashboard;
const { saved, saveFailed } = messages.admin;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

/**
 * What the dashboard says after a change. Browsers are redirected back to the list after a POST (so
 * a reload never repeats it), with one of these codes in the address; nothing else is ever shown.
 */
const notices = {
  saved: { tone: "success", text: saved },
  deleted: { tone: "success", text: messages.admin.userDeleted },
  failed: { tone: "error", text: saveFailed },
  "none-selected": { tone: "error", text: saveFailed, detail: messages.admin.noneSelected },
  "not-found": { tone: "error", text: saveFailed, detail: messages.admin.userNotFound },
  "own-account": { tone: "error", text: saveFailed, detail: messages.admin.notOwnAccount },
} satisfies Record<string, Status>;

type DashboardNotice = keyof typeof notices;

const listAddress = (query: UsersQuery, changes: Partial<UsersQuery> = {}, notice?: DashboardNotice) => {
  const params = usersQueryParams(query, changes);
  if (notice) params.set("result", notice);
  const search = params.toString();
  return search ? `/admin/dashboard?${search}` : "/admin/dashboard";
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const { csrfToken } = adminOf(context);
  const params = url.searchParams;
  const query = parseUsersQuery(params);
  const code = params.get("result");
  const notice = code && Object.hasOwn(notices, code) ? (code as DashboardNotice) : undefined;
  const { rows, total } = await listUsers(context, query);
  const lastPage = lastPageOf(total);
  if (query.page > lastPage) throw redirect(listAddress(query, { page: lastPage }, notice));
  return {
    csrfToken,
    query,
    total,
    users: rows.map(userView),
    notice: notice ? (notices[notice] as Status) : null,
  };
}

/** Verify, unverify or delete the ticked users (POST /dashboard, the spec's "dashboard save"). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, bulkActionSchema, { authorize: csrfOf(request, signedIn) });
  const outcome = input.ok ? await applyBulkAction(context, signedIn, input.value) : null;
  const cookies =
    input.ok && outcome === "saved" && bulkChangesOwnVerifiedFlag(signedIn.user, input.value)
      ? await rotateAdminSession({ request, context, url })
      : undefined;
  if (wantsJson(request)) {
    if (!input.ok) return refuse(saveFailed, input);
    if (outcome === "saved") return succeed(saved, {}, 200, cookies);
    if (outcome === "own-account") return fail(403, saveFailed, messages.admin.notOwnAccount);
    return fail(404, saveFailed, messages.admin.userNotFound);
  }
  const notice: DashboardNotice = input.ok
    ? (outcome ?? "failed")
    : input.code === "invalid" && !input.values.ids
      ? "none-selected"
      : "failed";
  return redirect(listAddress(parseUsersQuery(input.values), {}, notice), { status: 303, headers: cookies });
}

const cols = page.columns;

/** The dashboard's columns: a checkbox for the bulk buttons, the user, and links to edit or delete. */
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
        <Link to={`/admin/edit-user?id=${user.id}`} className="font-semibold text-brand-700 underline">
          {page.edit}
          <span className="sr-only"> {user.name}</span>
        </Link>
        <Link to={`/admin/delete-user?id=${user.id}`} className="font-semibold text-red-800 underline">
          {page.delete}
          <span className="sr-only"> {user.name}</span>
        </Link>
      </span>
    ),
  },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { csrfToken, query, total, users, notice } = loaderData;
  const location = useLocation();
  const pageHref = (n: number) => listAddress(query, { page: n });
  return (
    <AdminLayout heading={page.heading}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {Object.values(page.links).map((link) => (
          <li key={link.to}>
            {/* The PDF is a file, not a screen: the browser fetches it itself. */}
            <Link
              to={link.to}
              reloadDocument={link.to === page.links.exportPdf.to}
              className="font-semibold text-brand-700 underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <UsersSearchForm key={location.search} query={query} />
      <StatusMessage status={notice} />
      {/* A native post: /dashboard is the spec's path, answered with a redirect back to this list. */}
      <Form reloadDocument method="post" action="/dashboard" className="flex flex-col gap-4">
        <input type="hidden" name="_csrf" value={csrfToken} />
        {(Object.keys(query) as (keyof UsersQuery)[]).map((key) => (
          <input key={key} type="hidden" name={key} value={String(query[key])} />
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
      <Pagination page={query.page} total={total} href={pageHref} />
    </AdminLayout>
  );
}

import { Form, Link, useLocation } from "react-router";
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
import { adminMeta } from "~/lib/admin-meta";
import { messages } from "~/lib/messages";
import { type UsersQuery, userPageAddress, usersAddress } from "~/lib/schemas/admin-users";
import type { UserView } from "~/server/admin/users.server";
import type { Route } from "./+types/dashboard";

export { changeUsers as action, usersListPage as loader } from "./dashboard.server";

const page = adminPages.dashboard;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

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

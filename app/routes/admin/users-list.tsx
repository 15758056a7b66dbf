import { AdminLayout } from "~/components/admin/AdminLayout";
import { bigButton } from "~/components/admin/controls";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/admin/Pagination";
import { TextBlockToggles } from "~/components/admin/TextBlockToggles";
import { UserAvatar } from "~/components/admin/UserAvatar";
import { adminPages, adminTextBlocks, verifiedText } from "~/content/pages/admin";
import { adminMeta } from "~/lib/admin-meta";
import { listAddress } from "~/lib/list-address";
import { pageQuerySchema, readListQuery } from "~/lib/schemas/list";
import { listUsers, type UserView, userView } from "~/server/admin/users.server";
import type { Route } from "./+types/users-list";

const page = adminPages.usersList;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const pageNumber = readListQuery(url, pageQuerySchema).value.page;
  const query = { q: "", sort: "created", dir: "desc", verified: "all", page: pageNumber } as const;
  const { rows, total } = await listUsers(context, query);
  return { page: pageNumber, total, users: rows.map(userView) };
}

const cols = page.columns;

const columns: Column<UserView>[] = [
  { header: cols.name, cell: (user) => user.name },
  { header: cols.email, cell: (user) => user.email },
  { header: cols.mobile, cell: (user) => user.mobile },
  { header: cols.image, cell: (user) => <UserAvatar src={user.image} name={user.name} /> },
  { header: cols.verified, cell: (user) => verifiedText[user.is_verified] },
];

export default function UsersList({ loaderData }: Route.ComponentProps) {
  const { users, total } = loaderData;
  return (
    <AdminLayout heading={page.heading}>
      <a href="/admin/export-users-pdf" className={`self-start ${bigButton}`}>
        {page.download}
      </a>
      <TextBlockToggles blocks={adminTextBlocks} />
      <DataTable
        caption={page.heading}
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        empty={page.empty}
      />
      <Pagination
        page={loaderData.page}
        total={total}
        href={(n) => listAddress("/htmltopdf", { page: n }, { page: 1 })}
      />
    </AdminLayout>
  );
}

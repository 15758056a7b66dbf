import { AdminLayout } from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/admin/Pagination";
import { TextBlockToggles } from "~/components/admin/TextBlockToggles";
import { UserAvatar } from "~/components/admin/UserAvatar";
import { adminPages, adminTextBlocks, verifiedText } from "~/content/pages/admin";
import { parseUsersQuery } from "~/lib/schemas/admin-users";
import { pageMeta } from "~/lib/seo";
import { listUsers, userView } from "~/server/admin/users.server";
import type { Route } from "./+types/users-list";

const page = adminPages.usersList;

/** Rows per page; the order is the PDF's: newest first. */
const PAGE_SIZE = 50;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

/** The spec's 'Users List' (/htmltopdf), loaded from the database (the old screen never loaded it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page: pageNumber } = parseUsersQuery(new URL(request.url).searchParams);
  const query = { q: "", sort: "created", dir: "desc", verified: "all", page: pageNumber } as const;
  const { rows, total } = await listUsers(context, query, PAGE_SIZE);
  return { page: pageNumber, total, pageSize: PAGE_SIZE, users: rows.map(userView) };
}

export default function UsersList({ loaderData }: Route.ComponentProps) {
  const { users, total, pageSize } = loaderData;
  const cols = page.columns;
  return (
    <AdminLayout heading={page.heading}>
      <a
        href="/admin/export-users-pdf"
        className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {page.download}
      </a>
      <TextBlockToggles blocks={adminTextBlocks} />
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">{page.heading}</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {[cols.name, cols.email, cols.mobile, cols.image, cols.verified].map((label) => (
                <th key={label} scope="col" className="px-3 py-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-center text-slate-700">
                  {page.empty}
                </td>
              </tr>
            ) : (
              users.map((user) => (
                <tr key={user.id} className="border-slate-200 border-t">
                  <td className="px-3 py-2">{user.name}</td>
                  <td className="px-3 py-2">{user.email}</td>
                  <td className="px-3 py-2">{user.mobile}</td>
                  <td className="px-3 py-2">
                    <UserAvatar src={user.image} name={user.name} />
                  </td>
                  <td className="px-3 py-2">{verifiedText[user.is_verified]}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        page={loaderData.page}
        pageSize={pageSize}
        total={total}
        href={(n) => (n === 1 ? "/htmltopdf" : `/htmltopdf?page=${n}`)}
      />
    </AdminLayout>
  );
}

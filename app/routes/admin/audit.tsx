import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/admin/Pagination";
import { adminPages } from "~/content/pages/admin";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/format";
import { listAddress } from "~/lib/list-address";
import { pageQuerySchema, readListQuery } from "~/lib/schemas/list";
import type { Route } from "./+types/audit";
import { auditEntries } from "./audit-entries.server";

const page = adminPages.audit;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const current = readListQuery(url, pageQuerySchema).value.page;
  return { page: current, ...(await auditEntries(context, current)) };
}

const columns: Column<Route.ComponentProps["loaderData"]["entries"][number]>[] = [
  { header: page.columns.at, cell: (entry) => formatDateTime(entry.at), className: "whitespace-nowrap" },
  { header: page.columns.actor, cell: (entry) => entry.actor },
  { header: page.columns.action, cell: (entry) => entry.action },
  {
    header: page.columns.target,
    cell: ({ target }) =>
      target.href ? (
        <Link className="text-brand-700 underline" to={target.href}>
          {target.label}
        </Link>
      ) : (
        target.label
      ),
  },
  { header: page.columns.details, cell: (entry) => entry.details, className: "text-sm" },
];

export default function Audit({ loaderData: { entries, total, page: current } }: Route.ComponentProps) {
  return (
    <AdminLayout heading={page.heading}>
      <p role="status">{page.summary(total)}</p>
      <DataTable
        caption={page.heading}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={page.empty}
      />
      <Pagination page={current} total={total} href={(n) => listAddress("/admin/audit", { page: n })} />
    </AdminLayout>
  );
}

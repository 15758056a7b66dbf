import { AdminLayout } from "~/components/admin/AdminLayout";
import { type Column, DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/admin/Pagination";
import { adminPages } from "~/content/pages/admin";
import { adminMeta } from "~/lib/admin-meta";
import { auditDetails } from "~/lib/audit";
import { formatDateTime } from "~/lib/format";
import { listAddress } from "~/lib/list-address";
import { pageQuerySchema, readListQuery } from "~/lib/schemas/list";
import { listAudit } from "~/server/audit/audit.server";
import type { Route } from "./+types/audit";

const page = adminPages.audit;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const current = readListQuery(url, pageQuerySchema).value.page;
  const { rows, total } = await listAudit(context.db, current);
  return {
    page: current,
    total,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      actor: row.actor_email,
      action: (page.actions as Record<string, string>)[row.action] ?? row.action,
      target: [page.targets[row.target_type] ?? row.target_type, row.target_id].filter(Boolean).join(" "),
      details: auditDetails(row.details),
    })),
  };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const columns: Column<Entry>[] = [
  { header: page.columns.at, cell: (entry) => formatDateTime(entry.at), className: "whitespace-nowrap" },
  { header: page.columns.actor, cell: (entry) => entry.actor },
  { header: page.columns.action, cell: (entry) => entry.action },
  { header: page.columns.target, cell: (entry) => entry.target },
  { header: page.columns.details, cell: (entry) => entry.details, className: "text-sm" },
];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page: current } = loaderData;
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

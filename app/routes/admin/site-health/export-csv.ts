import { create as contentDisposition } from "content-disposition";
import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { readListQuery } from "~/lib/schemas/list";
import { healthFilterSchemas } from "~/lib/schemas/site-health";
import { siteHealthColumns } from "~/lib/site-health";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import { kindOf } from "~/server/site-health/params.server";
import type { Route } from "./+types/export-csv";
import { exportCsv } from "./export.server";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const query = readListQuery(url, healthFilterSchemas[kind]);
  if (!query.ok) {
    return new Response(query.error, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { q, status } = query.value;
  await recordExport(context, adminOf(context).user, {
    action: "site-health.exported",
    targetType: kind,
    details: { q, status },
  });
  const { columns } = adminSiteHealthPages.list;
  const labels = adminSiteHealthPages.kinds[kind].columns as Record<string, string>;
  const header = [
    columns.received,
    columns.status,
    ...siteHealthColumns[kind].map((column) => labels[column] ?? column),
    columns.id,
  ];
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportCsv(context, { kind, q, status }, header), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`${kind}-${day}.csv`),
    },
  });
}

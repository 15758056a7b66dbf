import { create as contentDisposition } from "content-disposition";
import { redirect } from "react-router";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { inboxColumns } from "~/lib/inbox";
import { isLeadKind } from "~/lib/pipeline";
import { readListFilter } from "~/lib/schemas/list";
import { healthFilterSchemas } from "~/lib/schemas/site-health";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/admin/audit.server";
import { exportCsv } from "~/server/admin/site-health/export.server";
import { kindOf, leadListAddress } from "~/server/admin/site-health/params.server";
import type { Route } from "./+types/export-csv";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  if (isLeadKind(kind)) throw redirect(leadListAddress(kind, url, "/admin/inbox/export.csv"));
  const query = readListFilter(url, healthFilterSchemas[kind]);
  if (!query.ok) {
    return new Response(query.error, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { q, status } = query.value;
  await recordExport(context, adminOf(context).user, {
    action: "leads.exported",
    targetType: kind,
    details: { q, status },
  });
  const { columns } = adminInboxPages.list;
  const labels = adminInboxPages.kinds[kind].columns as Record<string, string>;
  const header = [
    columns.received,
    columns.status,
    ...inboxColumns[kind].map((column) => labels[column] ?? column),
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

import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { csvTime } from "~/lib/format";
import { readListQuery } from "~/lib/schemas/list";
import { healthFilterSchemas } from "~/lib/schemas/site-health";
import { siteHealthColumns } from "~/lib/site-health";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import { csvStream, nextBatch } from "~/server/http/csv.server";
import { download, plainText, today } from "~/server/http/download.server";
import { filteredRows, healthCells, kindOf } from "~/server/site-health/site-health.server";
import type { Route } from "./+types/export-csv";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const query = readListQuery(url, healthFilterSchemas[kind]);
  if (!query.ok) return plainText(400, query.error);
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
  const rows = csvStream(
    context.log,
    "site-health export failed",
    () => header,
    async (after) => {
      const batch = await nextBatch(
        filteredRows(context.db, context.dialect, { kind, q, status }).selectAll(),
        after,
      ).execute();
      const last = batch.at(-1);
      return {
        rows: batch.map((row) => [
          csvTime(String(row.created_at)),
          String(row.status),
          ...Object.values(healthCells(kind, row)),
          String(row.id),
        ]),
        last: last && { created_at: String(last.created_at), id: String(last.id) },
      };
    },
  );
  return download(rows, `${kind}-${today()}.csv`);
}

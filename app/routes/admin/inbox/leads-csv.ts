import { inboxFilterSchema } from "~/lib/schemas/inbox";
import { readListQuery } from "~/lib/schemas/list";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import { download, plainText, today } from "~/server/http/download.server";
import { exportLeadsCsv } from "~/server/inbox/leads-csv.server";
import type { Route } from "./+types/leads-csv";

export async function loader({ url, context }: Route.LoaderArgs) {
  const read = readListQuery(url, inboxFilterSchema);
  if (!read.ok) return plainText(400, read.error);
  const { page: _page, ...filter } = read.value;
  await recordExport(context, adminOf(context).user, {
    action: "leads.exported",
    targetType: filter.kind ?? "leads",
    details: { ...filter },
  });
  return download(exportLeadsCsv(context, filter), `${filter.kind ?? "leads"}-${today()}.csv`);
}

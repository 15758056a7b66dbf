import { create as contentDisposition } from "content-disposition";
import { inboxFilterSchema } from "~/lib/schemas/inbox";
import { readListQuery } from "~/lib/schemas/list";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import type { Route } from "./+types/leads-csv";
import { exportLeadsCsv } from "./export.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const read = readListQuery(url, inboxFilterSchema);
  if (!read.ok) {
    return new Response(read.error, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { page: _page, ...filter } = read.value;
  await recordExport(context, adminOf(context).user, {
    action: "leads.exported",
    targetType: filter.kind ?? "leads",
    details: { ...filter },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportLeadsCsv(context, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`${filter.kind ?? "leads"}-${day}.csv`),
    },
  });
}

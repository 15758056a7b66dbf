import { create as contentDisposition } from "content-disposition";
import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import type { Route } from "./+types/export-csv";
import { batchesCsv } from "./batch-lists-csv.server";

export async function loader({ context }: Route.LoaderArgs) {
  await recordExport(context, adminOf(context).user, { action: "batches.exported", targetType: "batches" });
  return new Response(await batchesCsv(context, context.site.current().content.courses), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(text.csvName),
    },
  });
}

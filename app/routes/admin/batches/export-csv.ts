import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import { download } from "../download.server";
import type { Route } from "./+types/export-csv";
import { batchesCsv } from "./batch-lists-csv.server";

export async function loader({ context }: Route.LoaderArgs) {
  await recordExport(context, adminOf(context).user, { action: "batches.exported", targetType: "batches" });
  return download(await batchesCsv(context, context.site.current().content.courses), text.csvName);
}

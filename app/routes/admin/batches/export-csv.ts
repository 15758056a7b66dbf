import { create as contentDisposition } from "content-disposition";
import { adminBatchesPage as text } from "~/content/pages/admin-batches";
import type { Route } from "./+types/export-csv";
import { batchesCsv } from "./batch-lists-csv.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await batchesCsv(context, context.site.current().content.courses), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(text.csvName),
    },
  });
}

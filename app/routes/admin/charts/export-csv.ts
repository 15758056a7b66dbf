import { chartPeriodSchema } from "~/lib/schemas/inbox";
import { readListQuery } from "~/lib/schemas/list";
import { download, plainText } from "~/server/http/download.server";
import { chartCsv, isChartFile } from "~/server/inbox/charts-csv.server";
import type { Route } from "./+types/export-csv";

/** Counts only, nobody's details: not audited as an export of people's data. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const file = url.pathname.split("/").at(-1) ?? "";
  if (!isChartFile(file)) return plainText(404, "No such chart.");
  const period = readListQuery(url, chartPeriodSchema);
  if (!period.ok) return plainText(400, period.error);
  return download(await chartCsv(context, file, period.value), file);
}

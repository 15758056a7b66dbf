import { create as contentDisposition } from "content-disposition";
import { chartPeriodSchema } from "~/lib/schemas/inbox";
import { readListQuery } from "~/lib/schemas/list";
import { chartCsv, isChartFile } from "~/server/inbox/charts-csv.server";
import type { Route } from "./+types/export-csv";

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Counts only, nobody's details: not audited as an export of people's data. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const file = url.pathname.split("/").at(-1) ?? "";
  if (!isChartFile(file)) return plain(404, "No such chart.");
  const period = readListQuery(url, chartPeriodSchema);
  if (!period.ok) return plain(400, period.error);
  return new Response(await chartCsv(context, file, period.value), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(file),
    },
  });
}

import { create as contentDisposition } from "content-disposition";
import { readListFilter } from "~/lib/schemas/list";
import { periodSchema } from "~/lib/schemas/pipeline";
import { defaultPeriod } from "~/server/admin/inbox/charts.server";
import { chartCsv, isChartFile } from "~/server/admin/inbox/charts-csv.server";
import type { Route } from "./+types/export-csv";

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * An admin home chart's figures as CSV, for the period in the address (the funnel and the first
 * contact). Counts only, nobody's details: not audited as an export of people's data.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const file = url.pathname.split("/").at(-1) ?? "";
  if (!isChartFile(file)) return plain(404, "No such chart.");
  const asked = readListFilter(url, periodSchema);
  if (!asked.ok) return plain(400, asked.error);
  const now = new Date();
  const fallback = defaultPeriod(now);
  const period = { from: asked.value.from ?? fallback.from, to: asked.value.to ?? fallback.to };
  return new Response(await chartCsv(context, file, period, now), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(file),
    },
  });
}

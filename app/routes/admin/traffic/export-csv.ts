import { adminTrafficPage as text } from "~/content/pages/admin-traffic";
import { readListQuery } from "~/lib/schemas/list";
import { trafficSpanSchema } from "~/lib/schemas/traffic";
import type { TrafficTable } from "~/lib/traffic";
import { topTable, topTables } from "~/lib/traffic-tables";
import { trafficOf } from "~/server/analytics/traffic.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";
import { download, plainText } from "~/server/http/download.server";
import type { Route } from "./+types/export-csv";

function rowsOf(traffic: Awaited<ReturnType<typeof trafficOf>>, table: TrafficTable) {
  const { columns } = text;
  if (table === "daily")
    return [
      [text.tables.daily.first, columns.visitors, columns.views],
      ...traffic.daily.map((day) => [day.day, String(day.visitors), String(day.views)]),
    ];
  const shown = topTable(table, traffic[topTables[table].rows]);
  return [
    shown.columns,
    ...shown.rows.map((row) => [
      row.label,
      ...row.figures,
      ...(row.leads === null ? [] : [String(row.leads)]),
    ]),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const name = url.pathname.split("/").at(-1) ?? "";
  const table = name.replace(/\.csv$/, "");
  if (!Object.hasOwn(text.tables, table) || !name.endsWith(".csv")) return plainText(404, "No such table.");
  const period = readListQuery(url, trafficSpanSchema);
  if (!period.ok) return plainText(400, period.error);
  const rows = rowsOf(await trafficOf(context, period.value), table as TrafficTable);
  return download(UTF8_BOM + rows.map(csvRow).join(""), name);
}

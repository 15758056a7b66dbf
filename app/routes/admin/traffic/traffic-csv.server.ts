import { adminTrafficPage as text } from "~/content/pages/admin-traffic";
import type { TrafficSpan, TrafficTable } from "~/lib/traffic";
import { topTable, topTables } from "~/lib/traffic-tables";
import { trafficOf } from "~/server/analytics/traffic.server";
import type { AppContext } from "~/server/app-context.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";

export const trafficFileOf = (name: string): TrafficTable | null => {
  const table = name.replace(/\.csv$/, "");
  return Object.hasOwn(text.tables, table) && name.endsWith(".csv") ? (table as TrafficTable) : null;
};

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

export async function trafficCsv(context: Pick<AppContext, "db">, table: TrafficTable, span: TrafficSpan) {
  return (
    UTF8_BOM +
    rowsOf(await trafficOf(context, span), table)
      .map(csvRow)
      .join("")
  );
}

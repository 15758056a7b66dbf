import { adminTrafficPage } from "~/content/pages/admin-traffic";
import {
  type ConversionRow,
  rateText,
  type TrafficRow,
  type TrafficSpan,
  type TrafficTable,
} from "~/lib/traffic";
import { trafficOf } from "~/server/analytics/traffic.server";
import type { AppContext } from "~/server/app-context.server";
import { csvRow, UTF8_BOM } from "~/server/http/csv.server";

const text = adminTrafficPage;
const { columns } = text;

export const trafficFileOf = (name: string): TrafficTable | null => {
  const table = name.replace(/\.csv$/, "");
  return Object.hasOwn(text.tables, table) && name.endsWith(".csv") ? (table as TrafficTable) : null;
};

const topRows = (first: string, rows: TrafficRow[], empty = "") => {
  const withLeads = rows.some((row) => row.leads !== null);
  return [
    [first, columns.visitors, columns.views, ...(withLeads ? [columns.leads] : [])],
    ...rows.map((row) => [
      text.label(row.value, empty),
      String(row.visitors),
      String(row.views),
      ...(row.leads === null ? [] : [String(row.leads)]),
    ]),
  ];
};

const conversionRows = (first: string, rows: ConversionRow[], empty: string) => [
  [first, columns.visitors, columns.converted, columns.rate, columns.leads],
  ...rows.map((row) => [
    text.label(row.value, empty),
    String(row.visitors),
    String(row.converted),
    rateText(row.rate),
    String(row.leads),
  ]),
];

export async function trafficCsv(context: Pick<AppContext, "db">, table: TrafficTable, span: TrafficSpan) {
  const traffic = await trafficOf(context, span);
  const first = text.tables[table].first;
  const rows =
    table === "daily"
      ? [
          [first, columns.visitors, columns.views],
          ...traffic.daily.map((day) => [day.day, String(day.visitors), String(day.views)]),
        ]
      : table === "pages"
        ? topRows(first, traffic.pages)
        : table === "sources"
          ? topRows(first, traffic.sources, text.empty.source)
          : table === "campaigns"
            ? topRows(first, traffic.campaigns, text.empty.campaign)
            : table === "devices"
              ? topRows(first, traffic.devices)
              : table === "conversion-sources"
                ? conversionRows(first, traffic.bySource, text.empty.source)
                : conversionRows(first, traffic.byLanding, text.empty.landing);
  return UTF8_BOM + rows.map(csvRow).join("");
}

import { adminTrafficPage as text } from "~/content/pages/admin-traffic";
import { type ConversionRow, rateText, type TrafficRow, type TrafficTable } from "./traffic";

export type TopTable = Exclude<TrafficTable, "daily">;

/** Where each table's rows are in the traffic figures, and what a blank value reads as. */
export const topTables = {
  pages: { rows: "pages", empty: "" },
  sources: { rows: "sources", empty: text.empty.source },
  campaigns: { rows: "campaigns", empty: text.empty.campaign },
  devices: { rows: "devices", empty: "" },
  "conversion-sources": { rows: "bySource", empty: text.empty.source },
  "conversion-landing": { rows: "byLanding", empty: text.empty.landing },
} as const satisfies Record<TopTable, { rows: string; empty: string }>;

/** A table's columns and rows as its card and its CSV show them; the count of leads, if any, comes last. */
export function topTable(table: TopTable, rows: (TrafficRow | ConversionRow)[]) {
  const { columns } = text;
  const shown = rows.map((row) => ({
    value: row.value,
    label: text.label(row.value, topTables[table].empty),
    leads: row.leads,
    ...("rate" in row
      ? {
          bar: { value: row.rate ?? 0, text: rateText(row.rate) },
          figures: [String(row.visitors), String(row.converted), rateText(row.rate)],
        }
      : {
          bar: { value: row.views, text: String(row.views) },
          figures: [String(row.visitors), String(row.views)],
        }),
  }));
  const figures = table.startsWith("conversion")
    ? [columns.visitors, columns.converted, columns.rate, columns.leads]
    : [columns.visitors, columns.views, ...(shown.some((row) => row.leads !== null) ? [columns.leads] : [])];
  return { columns: [text.tables[table].first, ...figures], rows: shown };
}

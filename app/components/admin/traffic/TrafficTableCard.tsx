import { adminTrafficPage as text } from "~/content/pages/admin-traffic";
import { inboxAddress } from "~/lib/inbox";
import {
  type ConversionRow,
  OTHER_VALUE,
  type TrafficRow,
  type TrafficSpan,
  trafficCsv,
} from "~/lib/traffic";
import { type TopTable, topTable } from "~/lib/traffic-tables";
import { ChartCard } from "../charts/ChartCard";
import type { TableFigure } from "../charts/FigureTable";
import { HorizontalBars } from "../charts/HorizontalBars";

/** The inbox filter that finds a table's leads by its value. */
const filterOf: Partial<Record<TopTable, "source" | "campaign" | "landing">> = {
  pages: "landing",
  sources: "source",
  campaigns: "campaign",
  "conversion-sources": "source",
  "conversion-landing": "landing",
};

/** A count of leads links to them, unless no filter can find them (direct, or "other"). */
function leadsFigure(table: TopTable, span: TrafficSpan, value: string, leads: number): TableFigure {
  const filter = filterOf[table];
  if (!filter || leads === 0 || !value || value === OTHER_VALUE) return String(leads);
  return { value: leads, to: inboxAddress({ from: span.from, to: span.to, [filter]: value }) };
}

export function TrafficTableCard({
  table,
  rows,
  span,
}: {
  table: TopTable;
  rows: (TrafficRow | ConversionRow)[];
  span: TrafficSpan;
}) {
  const { heading, caption } = text.tables[table];
  const shown = topTable(table, rows);
  return (
    <ChartCard
      id={table}
      heading={heading}
      chart={
        shown.rows.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <HorizontalBars
            id={table}
            title={heading}
            description={text.bars(heading, shown.rows.length)}
            bars={shown.rows.map((row) => ({ label: row.label, ...row.bar }))}
          />
        )
      }
      table={{
        caption,
        columns: shown.columns,
        rows: shown.rows.map((row) => ({
          key: row.value,
          label: row.label,
          figures: [
            ...row.figures,
            ...(row.leads === null ? [] : [leadsFigure(table, span, row.value, row.leads)]),
          ],
        })),
      }}
      csv={trafficCsv(table, span)}
    />
  );
}

import { adminTrafficPage } from "~/content/pages/admin-traffic";
import { type InboxFilter, inboxAddress } from "~/lib/inbox";
import {
  type ConversionRow,
  OTHER_VALUE,
  rateText,
  type TrafficRow,
  type TrafficSpan,
  type TrafficTable,
  trafficCsv,
} from "~/lib/traffic";
import { ChartCard } from "../charts/ChartCard";
import { type FigureRow, FigureTable, type TableFigure } from "../charts/FigureTable";
import { HorizontalBars } from "../charts/HorizontalBars";

const text = adminTrafficPage;

type Props = { span: TrafficSpan; empty?: string } & (
  | { table: "pages" | "sources" | "campaigns" | "devices"; rows: TrafficRow[]; conversion?: undefined }
  | { table: "conversion-sources" | "conversion-landing"; rows: ConversionRow[]; conversion: true }
);

/** The inbox filter that finds a table's leads by its value. */
const filterOf: Partial<Record<TrafficTable, "source" | "campaign" | "landing">> = {
  pages: "landing",
  sources: "source",
  campaigns: "campaign",
  "conversion-sources": "source",
  "conversion-landing": "landing",
};

/** A count of leads links to them, unless no filter can find them (direct, or "other"). */
function leadsFigure(table: TrafficTable, span: TrafficSpan, value: string, leads: number): TableFigure {
  const filter = filterOf[table];
  if (!filter || leads === 0 || !value || value === OTHER_VALUE) return String(leads);
  const chosen: Partial<InboxFilter> = { from: span.from, to: span.to, [filter]: value };
  return { value: leads, to: inboxAddress(chosen) };
}

export function TrafficTableCard(props: Props) {
  const { heading, caption, first } = text.tables[props.table];
  const labelOf = (value: string) => text.label(value, props.empty);
  const { columns } = text;
  const { bars, columnNames, rows } = props.conversion
    ? {
        bars: props.rows.map((row) => ({
          label: labelOf(row.value),
          value: row.rate ?? 0,
          text: rateText(row.rate),
        })),
        columnNames: [first, columns.visitors, columns.converted, columns.rate, columns.leads],
        rows: props.rows.map(
          (row): FigureRow => ({
            key: row.value,
            label: labelOf(row.value),
            figures: [
              String(row.visitors),
              String(row.converted),
              rateText(row.rate),
              leadsFigure(props.table, props.span, row.value, row.leads),
            ],
          }),
        ),
      }
    : {
        bars: props.rows.map((row) => ({
          label: labelOf(row.value),
          value: row.views,
          text: String(row.views),
        })),
        columnNames: [
          first,
          columns.visitors,
          columns.views,
          ...(props.rows.some((row) => row.leads !== null) ? [columns.leads] : []),
        ],
        rows: props.rows.map(
          (row): FigureRow => ({
            key: row.value,
            label: labelOf(row.value),
            figures: [
              String(row.visitors),
              String(row.views),
              ...(row.leads === null ? [] : [leadsFigure(props.table, props.span, row.value, row.leads)]),
            ],
          }),
        ),
      };
  return (
    <ChartCard
      id={props.table}
      heading={heading}
      chart={
        bars.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <HorizontalBars
            id={props.table}
            title={heading}
            description={text.bars(heading, bars.length)}
            bars={bars}
          />
        )
      }
      table={<FigureTable caption={caption} columns={columnNames} rows={rows} />}
      csv={trafficCsv(props.table, props.span)}
    />
  );
}

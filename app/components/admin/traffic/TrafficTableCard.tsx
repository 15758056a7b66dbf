import { adminTrafficPage } from "~/content/pages/admin-traffic";
import { type ConversionRow, rateText, type TrafficPeriod, type TrafficRow, trafficCsv } from "~/lib/traffic";
import { ChartCard } from "../charts/ChartCard";
import { FigureTable } from "../charts/FigureTable";
import { HorizontalBars } from "../charts/HorizontalBars";

const text = adminTrafficPage;

type Props = { period: TrafficPeriod; empty?: string } & (
  | { table: "pages" | "sources" | "campaigns" | "devices"; rows: TrafficRow[]; conversion?: undefined }
  | { table: "conversion-sources" | "conversion-landing"; rows: ConversionRow[]; conversion: true }
);

export function TrafficTableCard(props: Props) {
  const { heading, caption, first } = text.tables[props.table];
  const labelOf = (value: string) => text.label(value, props.empty);
  const { bars, table } = props.conversion
    ? {
        bars: props.rows.map((row) => ({
          label: labelOf(row.value),
          value: row.rate ?? 0,
          text: rateText(row.rate),
        })),
        table: (
          <FigureTable
            caption={caption}
            columns={[first, text.columns.visitors, text.columns.leads, text.columns.rate]}
            rows={props.rows.map((row) => ({
              key: row.value,
              label: labelOf(row.value),
              figures: [String(row.visitors), String(row.leads), rateText(row.rate)],
            }))}
          />
        ),
      }
    : {
        bars: props.rows.map((row) => ({
          label: labelOf(row.value),
          value: row.views,
          text: String(row.views),
        })),
        table: (
          <FigureTable
            caption={caption}
            columns={[first, text.columns.visitors, text.columns.views]}
            rows={props.rows.map((row) => ({
              key: row.value,
              label: labelOf(row.value),
              figures: [String(row.visitors), String(row.views)],
            }))}
          />
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
      table={table}
      csv={trafficCsv(props.table, props.period)}
    />
  );
}

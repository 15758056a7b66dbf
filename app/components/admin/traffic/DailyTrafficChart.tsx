import { adminTrafficPage as text } from "~/content/pages/admin-traffic";
import { type TrafficDay, type TrafficSpan, trafficCsv } from "~/lib/traffic";
import { ChartCard } from "../charts/ChartCard";
import { ColumnChart } from "../charts/ColumnChart";

/** Each meets WCAG's non-text contrast against the white card. */
const series = [
  { key: "visitors", label: text.columns.visitors, colour: "#1e40af" },
  { key: "views", label: text.columns.views, colour: "#b45309" },
] as const;

export function DailyTrafficChart({ days, span }: { days: TrafficDay[]; span: TrafficSpan }) {
  const sum = (key: "views" | "visitors") => days.reduce((total, day) => total + day[key], 0);
  return (
    <ChartCard
      id="daily"
      heading={text.tables.daily.heading}
      chart={
        <ColumnChart
          id="daily"
          title={text.tables.daily.heading}
          description={text.tables.daily.description(sum("visitors"), sum("views"))}
          legend={text.legend}
          series={series}
          columns={days.map((day) => ({
            key: day.day,
            values: { visitors: day.visitors, views: day.views },
          }))}
          labelEvery={7}
          names={{ column: "day", bar: "series" }}
        />
      }
      table={{
        caption: text.tables.daily.caption,
        columns: [text.columns.day, text.columns.visitors, text.columns.views],
        rows: [...days].reverse().map((day) => ({
          key: day.day,
          label: day.day,
          figures: [String(day.visitors), String(day.views)],
        })),
      }}
      csv={trafficCsv("daily", span)}
    />
  );
}

import { adminInboxPages } from "~/content/pages/admin-inbox";
import { type Period, periodQuery, type Week } from "~/lib/charts";
import { inboxAddress } from "~/lib/inbox";
import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { ChartCard } from "./ChartCard";
import { ColumnChart } from "./ColumnChart";

const text = adminInboxPages.charts.weekly;

const series = leadKinds.map((kind) => ({
  key: kind,
  label: leadKindViews[kind].label,
  colour: leadKindViews[kind].colour,
}));

export function WeeklyChart({ weeks, period }: { weeks: Week[]; period: Period }) {
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  return (
    <ChartCard
      id="weekly"
      heading={text.heading}
      chart={
        <ColumnChart
          id="weekly"
          title={text.heading}
          description={text.description(total)}
          legend={adminInboxPages.charts.legend}
          series={series}
          columns={weeks.map((week) => ({ key: week.from, values: week.counts }))}
          stacked
          names={{ column: "week", bar: "kind" }}
        />
      }
      table={{
        caption: text.caption,
        columns: [text.week, ...series.map((one) => one.label), text.total],
        rows: weeks.map((week) => ({
          key: week.from,
          label: week.from,
          figures: [
            ...leadKinds.map((kind) => ({
              value: week.counts[kind],
              to: inboxAddress({ kind, from: week.from, to: week.to }),
            })),
            { value: week.total, to: inboxAddress({ from: week.from, to: week.to }) },
          ],
        })),
      }}
      csv={`/admin/charts/leads-per-week.csv${periodQuery(period)}`}
    />
  );
}

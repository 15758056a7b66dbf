import { adminInboxPages } from "~/content/pages/admin-inbox";
import { barLength, type Period, periodQuery, type Week } from "~/lib/charts";
import { inboxAddress } from "~/lib/inbox";
import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { ChartCard } from "./ChartCard";
import { CHART_HEIGHT, CHART_WIDTH, COLUMN_LEFT, COLUMN_PLOT_HEIGHT, COLUMN_TOP } from "./chart-style";
import { FigureTable } from "./FigureTable";
import { ValueAxis } from "./ValueAxis";

const text = adminInboxPages.charts.weekly;

export function WeeklyChart({ weeks, period }: { weeks: Week[]; period: Period }) {
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const slot = (CHART_WIDTH - COLUMN_LEFT) / weeks.length;
  const barWidth = slot * 0.6;
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const chart = (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby="weekly-title weekly-desc"
        className="h-auto w-full"
      >
        <title id="weekly-title">{text.heading}</title>
        <desc id="weekly-desc">{text.description(total)}</desc>
        <ValueAxis max={max} />
        {weeks.map((week, index) => {
          const x = COLUMN_LEFT + index * slot + (slot - barWidth) / 2;
          let bottom = COLUMN_TOP + COLUMN_PLOT_HEIGHT;
          return (
            <g key={week.from} data-week={week.from}>
              {leadKinds.map((kind) => {
                const height = barLength(week.counts[kind], max, COLUMN_PLOT_HEIGHT);
                if (height === 0) return null;
                bottom -= height;
                return (
                  <rect
                    key={kind}
                    data-kind={kind}
                    x={x.toFixed(2)}
                    y={bottom.toFixed(2)}
                    width={barWidth.toFixed(2)}
                    height={height.toFixed(2)}
                    fill={leadKindViews[kind].colour}
                  />
                );
              })}
              <text
                x={(x + barWidth / 2).toFixed(2)}
                y={CHART_HEIGHT - 14}
                textAnchor="middle"
                fontSize="11"
                fill="#334155"
              >
                {week.from.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul aria-label={adminInboxPages.charts.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {leadKinds.map((kind) => (
            <li key={kind} className="flex items-center gap-1.5">
              {/* An SVG swatch: a style attribute would break the pages' CSP. */}
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <rect width="12" height="12" rx="2" fill={leadKindViews[kind].colour} />
              </svg>
              {leadKindViews[kind].label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
  const table = (
    <FigureTable
      caption={text.caption}
      columns={[text.week, ...leadKinds.map((kind) => leadKindViews[kind].label), text.total]}
      rows={weeks.map((week) => ({
        key: week.from,
        label: week.from,
        figures: [
          ...leadKinds.map((kind) => ({
            value: week.counts[kind],
            to: inboxAddress({ kind, from: week.from, to: week.to }),
          })),
          { value: week.total, to: inboxAddress({ from: week.from, to: week.to }) },
        ],
      }))}
    />
  );
  return (
    <ChartCard
      id="weekly"
      heading={text.heading}
      chart={chart}
      table={table}
      csv={`/admin/charts/leads-per-week.csv${periodQuery(period)}`}
    />
  );
}

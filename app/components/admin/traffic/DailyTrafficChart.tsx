import { adminTrafficPage } from "~/content/pages/admin-traffic";
import { barLength } from "~/lib/charts";
import { type TrafficDay, type TrafficSpan, trafficCsv } from "~/lib/traffic";
import { ChartCard } from "../charts/ChartCard";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  COLUMN_LEFT,
  COLUMN_PLOT_HEIGHT,
  COLUMN_TOP,
} from "../charts/chart-style";
import { FigureTable } from "../charts/FigureTable";
import { ValueAxis } from "../charts/ValueAxis";

const text = adminTrafficPage;
/** Each at least 3:1 against the white card (WCAG 1.4.11). */
const series = [
  { key: "visitors", label: text.columns.visitors, colour: "#1e40af" },
  { key: "views", label: text.columns.views, colour: "#b45309" },
] as const;

export function DailyTrafficChart({ days, span }: { days: TrafficDay[]; span: TrafficSpan }) {
  const max = Math.max(1, ...days.map((day) => day.views));
  const slot = (CHART_WIDTH - COLUMN_LEFT) / Math.max(1, days.length);
  const bar = (slot * 0.8) / series.length;
  const sum = (key: "views" | "visitors") => days.reduce((total, day) => total + day[key], 0);
  const chart = (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby="daily-title daily-desc"
        className="h-auto w-full"
      >
        <title id="daily-title">{text.tables.daily.heading}</title>
        <desc id="daily-desc">{text.tables.daily.description(sum("visitors"), sum("views"))}</desc>
        <ValueAxis max={max} />
        {days.map((day, index) => {
          const x = COLUMN_LEFT + index * slot + slot * 0.1;
          return (
            <g key={day.day} data-day={day.day}>
              {series.map((one, place) => {
                const height = barLength(day[one.key], max, COLUMN_PLOT_HEIGHT);
                return height === 0 ? null : (
                  <rect
                    key={one.key}
                    data-series={one.key}
                    x={(x + place * bar).toFixed(2)}
                    y={(COLUMN_TOP + COLUMN_PLOT_HEIGHT - height).toFixed(2)}
                    width={bar.toFixed(2)}
                    height={height.toFixed(2)}
                    fill={one.colour}
                  />
                );
              })}
              {index % 7 === 0 ? (
                <text
                  x={(x + bar).toFixed(2)}
                  y={CHART_HEIGHT - 14}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul aria-label={text.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((one) => (
            <li key={one.key} className="flex items-center gap-1.5">
              {/* An SVG swatch: a style attribute would break the pages' CSP. */}
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <rect width="12" height="12" rx="2" fill={one.colour} />
              </svg>
              {one.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
  return (
    <ChartCard
      id="daily"
      heading={text.tables.daily.heading}
      chart={chart}
      table={
        <FigureTable
          caption={text.tables.daily.caption}
          columns={[text.columns.day, text.columns.visitors, text.columns.views]}
          rows={[...days].reverse().map((day) => ({
            key: day.day,
            label: day.day,
            figures: [String(day.visitors), String(day.views)],
          }))}
        />
      }
      csv={trafficCsv("daily", span)}
    />
  );
}

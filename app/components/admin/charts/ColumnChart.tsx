import { barLength } from "~/lib/charts";
import { CHART_WIDTH, type ChartText } from "./HorizontalBars";

const HEIGHT = 280;
const LEFT = 44;
const TOP = 12;
const PLOT = HEIGHT - TOP - 36;

interface Series {
  key: string;
  label: string;
  colour: string;
}

/** A column per period over a value axis: its series stacked, or side by side, with their legend. */
export function ColumnChart({
  id,
  title,
  description,
  legend,
  series,
  columns,
  stacked = false,
  labelEvery = 1,
  names,
}: ChartText & {
  legend: string;
  series: readonly Series[];
  /** Keyed by their first day, which the axis shows as month and day. */
  columns: { key: string; values: Record<string, number> }[];
  stacked?: boolean;
  labelEvery?: number;
  /** The data attributes that name a column and a bar. */
  names: { column: string; bar: string };
}) {
  const heights = columns.map((column) => series.map((one) => column.values[one.key] ?? 0));
  const max = Math.max(
    1,
    ...heights.map((values) =>
      stacked ? values.reduce((sum, value) => sum + value, 0) : Math.max(...values),
    ),
  );
  const slot = (CHART_WIDTH - LEFT) / Math.max(1, columns.length);
  const bar = stacked ? slot * 0.6 : (slot * 0.8) / series.length;
  const base = TOP + PLOT;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={LEFT} x2={CHART_WIDTH} y1={base} y2={base} stroke="#475569" />
        {[0, max / 2, max].map((tick) => (
          <text
            key={tick}
            x={LEFT - 6}
            y={base - barLength(tick, max, PLOT) + 4}
            textAnchor="end"
            fontSize="12"
            fill="#334155"
          >
            {Number.isInteger(tick) ? tick : tick.toFixed(1)}
          </text>
        ))}
        {columns.map((column, index) => {
          const x = LEFT + index * slot + (stacked ? (slot - bar) / 2 : slot * 0.1);
          let bottom = base;
          return (
            <g key={column.key} {...{ [`data-${names.column}`]: column.key }}>
              {series.map((one, place) => {
                const height = barLength(column.values[one.key] ?? 0, max, PLOT);
                if (height === 0) return null;
                bottom = stacked ? bottom - height : base - height;
                return (
                  <rect
                    key={one.key}
                    {...{ [`data-${names.bar}`]: one.key }}
                    x={(stacked ? x : x + place * bar).toFixed(2)}
                    y={bottom.toFixed(2)}
                    width={bar.toFixed(2)}
                    height={height.toFixed(2)}
                    fill={one.colour}
                  />
                );
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={(LEFT + (index + 0.5) * slot).toFixed(2)}
                  y={HEIGHT - 14}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {column.key.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul aria-label={legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
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
}

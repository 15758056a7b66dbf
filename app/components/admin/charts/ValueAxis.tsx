import { barLength } from "~/lib/charts";
import { CHART_WIDTH, COLUMN_LEFT, COLUMN_PLOT_HEIGHT, COLUMN_TOP } from "./chart-style";

export function ValueAxis({ max }: { max: number }) {
  const base = COLUMN_TOP + COLUMN_PLOT_HEIGHT;
  return (
    <>
      <line x1={COLUMN_LEFT} x2={CHART_WIDTH} y1={base} y2={base} stroke="#475569" />
      {[0, max / 2, max].map((tick) => (
        <text
          key={tick}
          x={COLUMN_LEFT - 6}
          y={base - barLength(tick, max, COLUMN_PLOT_HEIGHT) + 4}
          textAnchor="end"
          fontSize="12"
          fill="#334155"
        >
          {Number.isInteger(tick) ? tick : tick.toFixed(1)}
        </text>
      ))}
    </>
  );
}

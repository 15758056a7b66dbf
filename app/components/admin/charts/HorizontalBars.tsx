import { barLength } from "~/lib/charts";

export const CHART_WIDTH = 720;

/** An SVG chart's id, and the title and description that name it. */
export type ChartText = { id: string; title: string; description: string };

const LABEL_WIDTH = 200;
const ROW = 34;
const BAR = 22;

export function HorizontalBars({
  id,
  title,
  description,
  bars,
}: ChartText & { bars: { label: string; value: number; text: string }[] }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const full = CHART_WIDTH - LABEL_WIDTH - 80;
  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${bars.length * ROW + 8}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, index) => {
        const y = 4 + index * ROW;
        const width = barLength(bar.value, max, full);
        return (
          <g key={bar.label} data-bar={bar.label}>
            <text x={LABEL_WIDTH - 8} y={y + BAR / 2 + 4} textAnchor="end" fontSize="13" fill="#1e293b">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width.toFixed(2)} height={BAR} fill="#1e40af" />
            <text x={(LABEL_WIDTH + width + 6).toFixed(2)} y={y + BAR / 2 + 4} fontSize="13" fill="#1e293b">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

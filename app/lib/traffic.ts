import { type Period, periodDays, periodQuery } from "./charts";
import { addDays } from "./india-days";

export const trafficDimensions = ["site", "page", "source", "campaign", "device", "landing"] as const;
export type TrafficDimension = (typeof trafficDimensions)[number];

/** The rest count as OTHER_VALUE, so a flood of made-up values cannot grow the counts. */
export const VALUES_PER_DAY = 100;

/** A control character no kept value can hold: tags lose them, paths and hosts refuse them. */
export const OTHER_VALUE = "\u001fother";

/** The quick choices; any other period is given by its first and last day. */
export const trafficPeriods = [30, 90] as const;
export const badTrafficPeriod = `Choose a period of ${trafficPeriods.join(" or ")} days.`;

export type TrafficSpan = Period;

export const lastDays = (days: number, today: string): TrafficSpan => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/** The period of the same length that ends the day before this one begins. */
export function previousSpan({ from, to }: TrafficSpan): TrafficSpan {
  const length = periodDays({ from, to });
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

export const TOP_ROWS = 10;

export type TrafficDay = Pick<TrafficTotals, "views" | "visitors"> & { day: string };

/** `leads`: the period's leads of this value, where leads can have one (not for devices). */
export type TrafficRow = Pick<TrafficTotals, "views" | "visitors"> & { value: string; leads: number | null };

/** `converted`: the visitors who sent a lead, so `rate` (converted ÷ visitors) is never above 1. */
export type TrafficTotals = { views: number; visitors: number; converted: number; rate: number | null };

export type ConversionRow = Omit<TrafficTotals, "views"> & { value: string; leads: number };

export const rateOf = (converted: number, visitors: number) => (visitors > 0 ? converted / visitors : null);

export const trafficTables = [
  "daily",
  "pages",
  "sources",
  "campaigns",
  "devices",
  "conversion-sources",
  "conversion-landing",
] as const;
export type TrafficTable = (typeof trafficTables)[number];

export const TRAFFIC_PATH = "/admin/traffic";

export const trafficCsv = (table: TrafficTable, span: TrafficSpan) =>
  `${TRAFFIC_PATH}/${table}.csv${periodQuery(span)}`;

export const rateText = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);

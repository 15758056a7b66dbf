export const trafficDimensions = ["site", "page", "source", "campaign", "device", "landing"] as const;
export type TrafficDimension = (typeof trafficDimensions)[number];

/** The rest count as OTHER_VALUE, so a flood of made-up values cannot grow the counts. */
export const VALUES_PER_DAY = 100;

/** A control character no kept value can hold: tags lose them, paths and hosts refuse them. */
export const OTHER_VALUE = "\u001fother";

export const trafficPeriods = [30, 90] as const;
export type TrafficPeriod = (typeof trafficPeriods)[number];
export const badTrafficPeriod = `Choose a period of ${trafficPeriods.join(" or ")} days.`;

export const TOP_ROWS = 10;

export interface TrafficDay {
  day: string;
  views: number;
  visitors: number;
}

export interface TrafficRow {
  value: string;
  views: number;
  visitors: number;
}

export interface ConversionRow {
  value: string;
  visitors: number;
  leads: number;
  rate: number | null;
}

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

export const trafficCsv = (table: TrafficTable, days: TrafficPeriod) =>
  `${TRAFFIC_PATH}/${table}.csv?days=${days}`;

export const rateText = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);

/**
 * The Traffic page's data (/admin/traffic, decision 052), shared by the server that counts it and
 * the components that draw it. Days are India days (lib/india-days).
 */

/**
 * What the daily counts are kept by: the whole site (one value, ''), the page viewed, the visit's
 * source (sourceName), its campaign, the device class and the visit's landing page.
 */
export const trafficDimensions = ["site", "page", "source", "campaign", "device", "landing"] as const;
export type TrafficDimension = (typeof trafficDimensions)[number];

/**
 * The most values of a dimension a day keeps; the views of the rest are kept as one value,
 * OTHER_VALUE, so a flood of made-up pages, sources or campaigns cannot grow the counts.
 */
export const VALUES_PER_DAY = 100;

/**
 * The value the rest is kept under. A control character no kept value can hold: tags lose them,
 * paths have them percent-encoded and host names refuse them. The page calls it "other".
 */
export const OTHER_VALUE = "\u001fother";

/** The periods the page offers, in days up to today; the first is the default. */
export const trafficPeriods = [30, 90] as const;
export type TrafficPeriod = (typeof trafficPeriods)[number];
export const badTrafficPeriod = `Choose a period of ${trafficPeriods.join(" or ")} days.`;

/** The most rows a top list or a conversion table shows. */
export const TOP_ROWS = 10;

export interface TrafficDay {
  day: string;
  views: number;
  visitors: number;
}

/** A value of a dimension over the period: its views and its visitors (summed over the days). */
export interface TrafficRow {
  value: string;
  views: number;
  visitors: number;
}

/** Leads ÷ visitors of a source or a landing page over the period; null without visitors. */
export interface ConversionRow {
  value: string;
  visitors: number;
  leads: number;
  rate: number | null;
}

/** The page's tables, each also a CSV at /admin/traffic/<name>.csv. */
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

/** A table's CSV for a period. */
export const trafficCsv = (table: TrafficTable, days: TrafficPeriod) =>
  `${TRAFFIC_PATH}/${table}.csv?days=${days}`;

/** A conversion rate as the page writes it: a percentage with one decimal, or a dash. */
export const rateText = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);

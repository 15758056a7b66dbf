import { type Kysely, type RawBuilder, sql } from "kysely";
import { addDays, indiaDayStart } from "~/lib/india-days";
import {
  type ConversionRow,
  previousSpan,
  rateOf,
  TOP_ROWS,
  type TrafficDay,
  type TrafficDimension,
  type TrafficRow,
  type TrafficSpan,
  type TrafficTotals,
} from "~/lib/traffic";
import type { Database } from "../db/schema.server";
import { asCount, groupedSourceSql, leadSourceExpression } from "./roll-up.server";

const countsIn = (db: Kysely<Database>, dimension: TrafficDimension, span: TrafficSpan) =>
  db
    .selectFrom("traffic_daily")
    .where("dimension", "=", dimension)
    .where("day", ">=", span.from)
    .where("day", "<=", span.to);

export async function trafficPerDay(db: Kysely<Database>, span: TrafficSpan): Promise<TrafficDay[]> {
  const rows = await countsIn(db, "site", span).select(["day", "views", "visitors"]).execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: TrafficDay[] = [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) });
  }
  return days;
}

/** The span's visitors are summed over its days, since a visitor's key changes every day. */
async function summed(
  db: Kysely<Database>,
  dimension: TrafficDimension,
  span: TrafficSpan,
  limit: number | null,
) {
  // Days counted before sources were grouped by site are grouped as they are read.
  const value =
    dimension === "source" ? groupedSourceSql(sql.ref<string>("value")) : sql.ref<string>("value");
  const query = countsIn(db, dimension, span)
    .select((eb) => [
      value.as("value"),
      eb.fn.sum<number | string>("views").as("views"),
      eb.fn.sum<number | string>("visitors").as("visitors"),
      eb.fn.sum<number | string>("converted").as("converted"),
    ])
    .groupBy(value)
    .orderBy("views", "desc")
    .orderBy("value");
  const rows = await (limit === null ? query : query.limit(limit)).execute();
  return rows.map(asCount);
}

type LeadDimension = "source" | "campaign" | "landing";
const leadKey: Record<LeadDimension, RawBuilder<string>> = {
  source: leadSourceExpression,
  campaign: sql.ref<string>("leads.utm_campaign"),
  landing: sql.ref<string>("leads.landing_page"),
};
/** As the inbox's filters match: a source or campaign without case, a page as it is. */
const keyOf = (by: LeadDimension, value: string) => (by === "landing" ? value : value.toLowerCase());

/** Every lead of the span, counted by the value the inbox's filter finds it by. */
async function leadsBy(db: Kysely<Database>, by: LeadDimension, span: TrafficSpan) {
  const key = leadKey[by];
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [key.as("value"), eb.fn.countAll<number | string>().as("leads")])
    .where("created_at", ">=", indiaDayStart(span.from))
    .where("created_at", "<", indiaDayStart(addDays(span.to, 1)))
    .groupBy(key)
    .execute();
  const counts = new Map<string, { value: string; leads: number }>();
  for (const row of rows) {
    const value = String(row.value);
    const key = keyOf(by, value);
    counts.set(key, {
      value: counts.get(key)?.value ?? value,
      leads: (counts.get(key)?.leads ?? 0) + Number(row.leads),
    });
  }
  return counts;
}

export async function topValues(
  db: Kysely<Database>,
  dimension: Exclude<TrafficDimension, "site">,
  span: TrafficSpan,
): Promise<TrafficRow[]> {
  // A page's leads are those whose visit began on it.
  const leadDimension = dimension === "page" ? "landing" : dimension === "device" ? null : dimension;
  const [rows, leads] = await Promise.all([
    summed(db, dimension, span, TOP_ROWS),
    leadDimension ? leadsBy(db, leadDimension, span) : null,
  ]);
  return rows.map(({ value, views, visitors }) => ({
    value,
    views,
    visitors,
    leads: leads && leadDimension ? (leads.get(keyOf(leadDimension, value))?.leads ?? 0) : null,
  }));
}

export async function conversion(
  db: Kysely<Database>,
  by: "source" | "landing",
  span: TrafficSpan,
  limit: number = TOP_ROWS,
): Promise<ConversionRow[]> {
  const [counts, leads] = await Promise.all([summed(db, by, span, null), leadsBy(db, by, span)]);
  const rows = new Map<string, Omit<ConversionRow, "rate">>();
  for (const { value, visitors, converted } of counts) {
    const key = keyOf(by, value);
    const row = rows.get(key) ?? { value, visitors: 0, converted: 0, leads: 0 };
    rows.set(key, { ...row, visitors: row.visitors + visitors, converted: row.converted + converted });
  }
  // A lead whose visit was not counted (its script blocked) still shows, beside no visitors.
  for (const [key, { value, leads: count }] of leads)
    rows.set(key, { ...(rows.get(key) ?? { value, visitors: 0, converted: 0 }), leads: count });
  return [...rows.values()]
    .map((row) => ({ ...row, rate: rateOf(row.converted, row.visitors) }))
    .sort(
      (a, b) =>
        b.converted - a.converted ||
        b.leads - a.leads ||
        b.visitors - a.visitors ||
        a.value.localeCompare(b.value),
    )
    .slice(0, limit);
}

export async function totalsOf(db: Kysely<Database>, span: TrafficSpan): Promise<TrafficTotals> {
  const [site] = await summed(db, "site", span, null);
  const visitors = site?.visitors ?? 0;
  const converted = site?.converted ?? 0;
  return { views: site?.views ?? 0, visitors, converted, rate: rateOf(converted, visitors) };
}

/** From the daily counts alone: loading the page never counts raw views. */
export async function trafficOf({ db }: { db: Kysely<Database> }, span: TrafficSpan) {
  const previous = previousSpan(span);
  const [totals, previousTotals, daily, pages, sources, campaigns, devices, bySource, byLanding] =
    await Promise.all([
      totalsOf(db, span),
      totalsOf(db, previous),
      trafficPerDay(db, span),
      topValues(db, "page", span),
      topValues(db, "source", span),
      topValues(db, "campaign", span),
      topValues(db, "device", span),
      conversion(db, "source", span),
      conversion(db, "landing", span),
    ]);
  return {
    span,
    previous,
    totals,
    previousTotals,
    daily,
    pages,
    sources,
    campaigns,
    devices,
    bySource,
    byLanding,
  };
}

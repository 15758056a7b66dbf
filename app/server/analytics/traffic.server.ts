import { type Kysely, sql } from "kysely";
import { addDays, indiaDayOf, indiaDayStart } from "~/lib/india-days";
import {
  type ConversionRow,
  TOP_ROWS,
  type TrafficDay,
  type TrafficDimension,
  type TrafficPeriod,
  type TrafficRow,
} from "~/lib/traffic";
import type { Database } from "../db/schema.server";
import { leadSourceExpression } from "../leads/lead-source-sql.server";

export interface TrafficSpan {
  from: string;
  to: string;
}

export const spanOf = (days: TrafficPeriod, now = new Date()): TrafficSpan => {
  const to = indiaDayOf(now);
  return { from: addDays(to, -(days - 1)), to };
};

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

/** The span's visitors are summed over its days, since a visitor's hash changes every day. */
export async function topValues(
  db: Kysely<Database>,
  dimension: TrafficDimension,
  span: TrafficSpan,
  limit: number | null = TOP_ROWS,
): Promise<TrafficRow[]> {
  const query = countsIn(db, dimension, span)
    .select((eb) => [
      "value",
      eb.fn.sum<number | string>("views").as("views"),
      eb.fn.sum<number | string>("visitors").as("visitors"),
    ])
    .groupBy("value")
    .orderBy("views", "desc")
    .orderBy("value");
  const rows = await (limit === null ? query : query.limit(limit)).execute();
  return rows.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}

async function leadsBy(db: Kysely<Database>, by: "source" | "landing", span: TrafficSpan) {
  const key = by === "source" ? leadSourceExpression : sql.ref<string>("leads.landing_page");
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [key.as("value"), eb.fn.countAll<number | string>().as("leads")])
    .where("created_at", ">=", indiaDayStart(span.from))
    .where("created_at", "<", indiaDayStart(addDays(span.to, 1)))
    .groupBy(key)
    .execute();
  return new Map(rows.map((row) => [String(row.value), Number(row.leads)]));
}

export async function conversion(
  db: Kysely<Database>,
  by: "source" | "landing",
  span: TrafficSpan,
  limit: number = TOP_ROWS,
): Promise<ConversionRow[]> {
  const [leads, visits] = await Promise.all([leadsBy(db, by, span), topValues(db, by, span, null)]);
  const visitors = new Map(visits.map((row) => [row.value, row.visitors]));
  const values = new Set([...visitors.keys(), ...leads.keys()]);
  return [...values]
    .map((value) => {
      const seen = visitors.get(value) ?? 0;
      const won = leads.get(value) ?? 0;
      return { value, visitors: seen, leads: won, rate: seen > 0 ? won / seen : null };
    })
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** From the daily counts alone: loading the page never counts raw views. */
export async function trafficOf({ db }: { db: Kysely<Database> }, days: TrafficPeriod, now = new Date()) {
  const span = spanOf(days, now);
  const [daily, pages, sources, campaigns, devices, bySource, byLanding] = await Promise.all([
    trafficPerDay(db, span),
    topValues(db, "page", span),
    topValues(db, "source", span),
    topValues(db, "campaign", span),
    topValues(db, "device", span),
    conversion(db, "source", span),
    conversion(db, "landing", span),
  ]);
  return { span, daily, pages, sources, campaigns, devices, bySource, byLanding };
}

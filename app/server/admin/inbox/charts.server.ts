import { type Kysely, sql } from "kysely";
import { type FirstContactRow, type FunnelStep, median, type Period, WEEKS, type Week } from "~/lib/charts";
import { addDays, indiaDayOf, indiaDayStart, weekStartOf } from "~/lib/india-days";
import { type LeadKind, leadKinds } from "~/lib/pipeline";
import type { Database } from "../../db/schema.server";

const HOUR_MS = 60 * 60 * 1000;

/** The weeks of the leads-per-week chart at `now`: WEEKS Mondays, the current week's last. */
export function chartWeeks(now: Date): Period[] {
  const current = weekStartOf(indiaDayOf(now));
  return Array.from({ length: WEEKS }, (_, index) => {
    const from = addDays(current, (index - WEEKS + 1) * 7);
    return { from, to: addDays(from, 6) };
  });
}

/** The period the funnel and first-contact charts show unless the address names one: the weekly chart's. */
export function defaultPeriod(now: Date): Period {
  const weeks = chartWeeks(now);
  return { from: weeks[0]?.from ?? indiaDayOf(now), to: indiaDayOf(now) };
}

const emptyCounts = () => Object.fromEntries(leadKinds.map((kind) => [kind, 0])) as Record<LeadKind, number>;

/** Leads received each week by kind, one grouped query: each lead's week is found by the weeks' starts. */
export async function leadsPerWeek(db: Kysely<Database>, now: Date): Promise<Week[]> {
  const weeks = chartWeeks(now);
  const starts = weeks.map((week) => indiaDayStart(week.from));
  const end = indiaDayStart(addDays(weeks.at(-1)?.to ?? indiaDayOf(now), 1));
  const weekOf = sql<number>`case ${sql.join(
    starts.slice(1).map((start, index) => sql`when leads.created_at < ${start} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(WEEKS - 1)} end`;
  const rows = await db
    .selectFrom("leads")
    .select([weekOf.as("week"), "kind", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", starts[0] ?? end)
    .where("created_at", "<", end)
    .groupBy(["week", "kind"])
    .execute();
  const result = weeks.map((week) => ({ ...week, counts: emptyCounts(), total: 0 }));
  for (const row of rows) {
    const week = result[Number(row.week)];
    if (!week) continue;
    week.counts[row.kind] += Number(row.count);
    week.total += Number(row.count);
  }
  return result;
}

const inPeriod = (period: Period) =>
  [indiaDayStart(period.from), indiaDayStart(addDays(period.to, 1))] as const;

/**
 * The leads received in the period by the furthest stage on the way to Won they are at now: each
 * step counts the leads at that stage or past it, so every figure is one filter of the inbox.
 * Lost and still-new leads are counted beside the funnel.
 */
export async function stageFunnel(db: Kysely<Database>, period: Period): Promise<FunnelStep[]> {
  const [from, to] = inPeriod(period);
  const rows = await db
    .selectFrom("leads")
    .select(["stage", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .groupBy("stage")
    .execute();
  const at = Object.fromEntries(rows.map((row) => [row.stage, Number(row.count)])) as Partial<
    Record<string, number>
  >;
  const count = (...stages: string[]) => stages.reduce((sum, stage) => sum + (at[stage] ?? 0), 0);
  return [
    { key: "received", count: count("new", "contacted", "qualified", "won", "lost") },
    { key: "contacted", count: count("contacted", "qualified", "won") },
    { key: "qualified", count: count("qualified", "won") },
    { key: "won", count: count("won") },
    { key: "lost", count: count("lost") },
    { key: "new", count: count("new") },
  ];
}

/** Per kind and for all kinds: leads of the period contacted and not, and the median time to the first contact. */
export async function firstContactTimes(db: Kysely<Database>, period: Period): Promise<FirstContactRow[]> {
  const [from, to] = inPeriod(period);
  const rows = await db
    .selectFrom("leads")
    .select(["kind", "created_at", "first_contact_at"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  const rowOf = (kind: LeadKind | null): FirstContactRow => {
    const mine = kind ? rows.filter((row) => row.kind === kind) : rows;
    const hours = mine.flatMap((row) =>
      row.first_contact_at ? [(Date.parse(row.first_contact_at) - Date.parse(row.created_at)) / HOUR_MS] : [],
    );
    return {
      kind,
      contacted: hours.length,
      notContacted: mine.length - hours.length,
      medianHours: median(hours),
    };
  };
  return [...leadKinds.map(rowOf), rowOf(null)];
}

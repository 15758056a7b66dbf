import { type Kysely, sql } from "kysely";
import { chartWeeks, type FirstContactRow, type Funnel, median, type Period, type Week } from "~/lib/charts";
import { addDays, indiaDayStart } from "~/lib/india-days";
import { type LeadKind, leadKinds, pipelineNames, pipelines, stagesFrom } from "~/lib/lead-kinds";
import type { Database } from "../db/schema.server";

const HOUR_MS = 60 * 60 * 1000;

const emptyCounts = () => Object.fromEntries(leadKinds.map((kind) => [kind, 0])) as Record<LeadKind, number>;

const leadsIn = (db: Kysely<Database>, period: Period) =>
  db
    .selectFrom("leads")
    .where("created_at", ">=", indiaDayStart(period.from))
    .where("created_at", "<", indiaDayStart(addDays(period.to, 1)));

export async function leadsPerWeek(db: Kysely<Database>, period: Period): Promise<Week[]> {
  const weeks = chartWeeks(period);
  const starts = weeks.map((week) => indiaDayStart(week.from));
  const end = indiaDayStart(addDays(period.to, 1));
  // Each week ends where the next starts, the last where the period ends (which bounds every row).
  const ends = [...starts.slice(1), end];
  const weekOf = sql<number>`case ${sql.join(
    ends.map((weekEnd, index) => sql`when leads.created_at < ${weekEnd} then ${sql.lit(index)}`),
    sql` `,
  )} end`;
  const rows = await leadsIn(db, period)
    .select([weekOf.as("week"), "kind", (eb) => eb.fn.countAll<number | string>().as("count")])
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

/**
 * A funnel per pipeline. Each step counts the leads at that stage or past it, so that every figure
 * is one filter of the inbox.
 */
export async function stageFunnels(db: Kysely<Database>, period: Period): Promise<Funnel[]> {
  const rows = await leadsIn(db, period)
    .select(["stage", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("stage")
    .execute();
  const at = Object.fromEntries(rows.map((row) => [row.stage, Number(row.count)])) as Partial<
    Record<string, number>
  >;
  const count = (stages: readonly string[]) => stages.reduce((sum, stage) => sum + (at[stage] ?? 0), 0);
  return pipelineNames.map((pipeline) => {
    const { stages, won, lost } = pipelines[pipeline];
    const [first, ...rest] = stages;
    const onTheWay = rest.filter((stage) => stage !== won && stage !== lost);
    return {
      pipeline,
      steps: [
        { key: "received", count: count(stages) },
        ...onTheWay.map((stage) => ({ key: stage, count: count(stagesFrom(stage)) })),
        { key: won, count: count([won]) },
        { key: lost, count: count([lost]) },
        { key: "still", count: count([first]) },
      ],
    };
  });
}

export async function firstContactTimes(db: Kysely<Database>, period: Period): Promise<FirstContactRow[]> {
  const rows = await leadsIn(db, period).select(["kind", "created_at", "first_contact_at"]).execute();
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

export async function chartsOf(db: Kysely<Database>, period: Period) {
  const [weeks, funnels, firstContact] = await Promise.all([
    leadsPerWeek(db, period),
    stageFunnels(db, period),
    firstContactTimes(db, period),
  ]);
  return { weeks, funnels, firstContact };
}

import { addDays, indiaDayOf, weekStartOf } from "./india-days";
import type { LeadKind, LeadStage, PipelineName } from "./lead-kinds";

export const WEEKS = 12;

/** The longest period the charts show: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

export type Week = Period & { counts: Record<LeadKind, number>; total: number };

/** "received": every lead of the pipeline; a stage: at it or past it; "still": at the first stage. */
export type FunnelStep = { key: "received" | "still" | LeadStage; count: number };

export type Funnel = { pipeline: PipelineName; steps: FunnelStep[] };

/** `kind` null: every kind together; `medianHours` from arrival to first contact, null when none was. */
export type FirstContactRow = {
  kind: LeadKind | null;
  contacted: number;
  notContacted: number;
  medianHours: number | null;
};

/** India days, both included. */
export type Period = { from: string; to: string };

export const periodQuery = ({ from, to }: Period) => `?from=${from}&to=${to}`;

export const weeksUntil = (to: string): Period => ({ from: addDays(weekStartOf(to), -(WEEKS - 1) * 7), to });

export const defaultPeriod = (now: Date): Period => weeksUntil(indiaDayOf(now));

/** The days from `from` to `to`, both counted. */
export const periodDays = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The first and last weeks are cut to the period, so this chart counts the same leads as the others. */
export function chartWeeks(period: Period): Period[] {
  const weeks: Period[] = [];
  for (let monday = weekStartOf(period.from); monday <= period.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({
      from: [monday, period.from].sort()[1] as string,
      to: [sunday, period.to].sort()[0] as string,
    });
  }
  return weeks;
}

export const barLength = (count: number, max: number, full: number) => (max > 0 ? (count / max) * full : 0);

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

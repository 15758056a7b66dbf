import { addDays, indiaDayOf, weekStartOf } from "./india-days";
import type { LeadKind } from "./pipeline";

/**
 * The charts page's data (/admin/charts), shared by the server that counts them and the components
 * that draw them (docs/decisions/032). Days are India days (lib/india-days).
 */

/** Weeks the charts show unless the address names a period: the last ones, the current one last. */
export const WEEKS = 12;

/** The longest period the charts show: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

export interface Week {
  /** Its Monday and its Sunday. */
  from: string;
  to: string;
  counts: Record<LeadKind, number>;
  total: number;
}

export interface FunnelStep {
  key: "received" | "contacted" | "qualified" | "won" | "lost" | "new";
  count: number;
}

export interface FirstContactRow {
  /** null: every kind together. */
  kind: LeadKind | null;
  contacted: number;
  notContacted: number;
  /** Hours from arrival to first contact, the median of the contacted; null when none was. */
  medianHours: number | null;
}

export interface Period {
  from: string;
  to: string;
}

/** A period as the charts page and its CSVs take it in their address. */
export const periodQuery = ({ from, to }: Period) => `?from=${from}&to=${to}`;

/** The WEEKS weeks up to a day, that day last: the period the charts show when only its end is named. */
export const weeksUntil = (to: string): Period => ({ from: addDays(weekStartOf(to), -(WEEKS - 1) * 7), to });

/** The period the charts show unless the address names one: the last WEEKS weeks, today last. */
export const defaultPeriod = (now: Date): Period => weeksUntil(indiaDayOf(now));

/** The days from `from` to `to`, both counted. */
export const periodDays = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The weeks (Monday to Sunday) of the leads-per-week chart over a period: the first and the last
 * cut to the period, so the chart counts the same leads as the others. (Days are compared as
 * text, which orders YYYY-MM-DD as the calendar does.)
 */
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

/** The height of a bar (or the length of a horizontal one) for `count` when `max` fills `full`. */
export const barLength = (count: number, max: number, full: number) => (max > 0 ? (count / max) * full : 0);

/** The median of some numbers (the mean of the two middle ones for an even count), null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

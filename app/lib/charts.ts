import type { LeadKind } from "./pipeline";

/**
 * The admin home's charts as data, shared by the server that counts them and the components that
 * draw them (docs/decisions/032). Days are India days (lib/india-days).
 */

/** Weeks the leads-per-week chart shows, the current one last. */
export const WEEKS = 12;

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

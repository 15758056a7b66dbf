/**
 * Days as the company counts them: in India time (UTC+5:30, no daylight saving), written
 * YYYY-MM-DD. The inbox's date filters, the charts' weeks and the acknowledgements' daily limit all
 * count days this way, so a lead that arrives at 01:00 in Mumbai belongs to that day, not the one
 * before as UTC would have it.
 */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The India day an instant falls on. */
export const indiaDayOf = (instant: Date | string) =>
  new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an India day starts, as an ISO timestamp (UTC), to compare stored times with. */
export const indiaDayStart = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - INDIA_OFFSET_MS).toISOString();

/** The day `count` days after `day` (before, for a negative count). */
export const addDays = (day: string, count: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + count * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week `day` is in (weeks run Monday to Sunday). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Seconds from `now` until the next India day starts, when a daily budget is fresh again. */
export const secondsUntilNextIndiaDay = (now = new Date()) =>
  Math.max(1, Math.ceil((Date.parse(indiaDayStart(addDays(indiaDayOf(now), 1))) - now.getTime()) / 1000));

/** Days in India time (UTC+5:30, no DST): a lead at 01:00 in Mumbai belongs to that day. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
  );
}

export const indiaDayOf = (instant: Date | string) =>
  new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

export const indiaDayStart = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - INDIA_OFFSET_MS).toISOString();

export const addDays = (day: string, count: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + count * DAY_MS).toISOString().slice(0, 10);

export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const secondsUntilNextIndiaDay = (now = new Date()) =>
  Math.max(1, Math.ceil((Date.parse(indiaDayStart(addDays(indiaDayOf(now), 1))) - now.getTime()) / 1000));

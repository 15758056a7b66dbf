import { INDIA_OFFSET_MS } from "./india-days";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An instant in India time, `YYYY-MM-DD HH:MM:SS`, cut to `length`; the text as given if it is none. */
function indiaTime(instant: string | Date, length: number, suffix: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return String(instant);
  return `${new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, length).replace("T", " ")}${suffix}`;
}

/** Built by hand, not with Intl, so the server and every browser render the same text. */
export const formatDateTime = (iso: string) => indiaTime(iso, 16, " IST");

/** Every CSV's times: India time with its offset (`2026-12-05 21:00:00+05:30`), one instant to any reader. */
export const csvTime = (instant: string | Date) => indiaTime(instant, 19, "+05:30");

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month)).toLocaleString("en", { month: "long", timeZone: "UTC" }),
);

export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

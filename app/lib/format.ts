import { INDIA_OFFSET_MS } from "./india-days";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Built by hand, not with Intl, so the server and every browser render the same text. */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const india = new Date(time + INDIA_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)} IST`;
}

/** Every CSV's times: India time with its offset (`2026-12-05 21:00:00+05:30`), one instant to any reader. */
export function csvTime(instant: string | Date): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return String(instant);
  const india = new Date(time + INDIA_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 19)}+05:30`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

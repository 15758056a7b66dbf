import { INDIA_OFFSET_MS } from "./india-days";

/** A file size for people: "512 bytes", "2.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A stored ISO timestamp for people: "2026-11-23 19:35 IST". The company works in Mumbai: staff
 * read times in India time. Built by hand, not with Intl, so the server and every browser render
 * the same text and hydration matches.
 */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const india = new Date(time + INDIA_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)} IST`;
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

/** A day written YYYY-MM-DD for people: "5 January 2027"; anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

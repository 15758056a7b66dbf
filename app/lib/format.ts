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

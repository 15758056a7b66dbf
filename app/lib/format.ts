/** A file size for people: "512 bytes", "2.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// The company works in Mumbai: staff read times in India time (UTC+5:30, no daylight saving). Built
// by hand, not with Intl, so the server and every browser render the same text and hydration matches.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A stored ISO timestamp for people: "2026-11-23 19:35 IST". */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const india = new Date(time + IST_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)} IST`;
}

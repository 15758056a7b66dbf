/** A file size for people: "512 bytes", "2.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// The company works in Mumbai: staff read times in India time, and a fixed zone renders the same
// text on the server and in the browser.
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A stored ISO timestamp for people: "23 Nov 2026, 8:05 pm" (India time). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

import type { VisitSource } from "./visit-source";

// Each site one source whatever its domain. `%` is any text, as in SQL's LIKE, so the inbox's SQL and
// the pages group alike; a site's lower-cased name is one of its patterns, so a name groups to itself.
export const referrerSites: readonly { name: string; patterns: readonly string[] }[] = [
  { name: "Google", patterns: ["google.%", "%.google.%"] },
  { name: "Bing", patterns: ["bing.com", "%.bing.com"] },
  { name: "LinkedIn", patterns: ["linkedin.com", "%.linkedin.com", "lnkd.in"] },
  { name: "Facebook", patterns: ["fb", "facebook.com", "%.facebook.com", "fb.com", "fb.me", "%.fb.com"] },
  { name: "Instagram", patterns: ["ig", "instagram.com", "%.instagram.com"] },
  { name: "WhatsApp", patterns: ["whatsapp.com", "%.whatsapp.com", "wa.me"] },
  { name: "YouTube", patterns: ["youtube.com", "%.youtube.com", "youtu.be"] },
  { name: "X", patterns: ["twitter", "twitter.com", "%.twitter.com", "t.co", "x.com", "%.x.com"] },
  { name: "Yahoo", patterns: ["yahoo.com", "%.yahoo.com"] },
  { name: "DuckDuckGo", patterns: ["duckduckgo.com"] },
  { name: "Reddit", patterns: ["reddit.com", "%.reddit.com"] },
  { name: "Telegram", patterns: ["telegram", "t.me", "telegram.org"] },
  { name: "ChatGPT", patterns: ["chatgpt.com", "chat.openai.com"] },
].map((site) => ({ name: site.name, patterns: [site.name.toLowerCase(), ...site.patterns] }));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers = referrerSites.map((site) => ({
  name: site.name,
  pattern: new RegExp(
    `^(?:${site.patterns.map((p) => p.split("%").map(escaped).join(".*")).join("|")})$`,
    "s",
  ),
}));

/** A referring host or UTM source as its site's one name; any other value as it came. */
export function groupedSource(value: string): string {
  // ASCII letters only, as SQLite's lower() does.
  const lowered = value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return matchers.find((site) => site.pattern.test(lowered))?.name ?? value;
}

/** As Plausible names it: the UTM source, else the referring host, grouped by site; '' for a direct visit. */
export const sourceName = (visit: Pick<VisitSource, "utmSource" | "referrer">) =>
  groupedSource(visit.utmSource || visit.referrer);

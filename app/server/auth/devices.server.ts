// Only the name is stored, not the header. The first match wins, so the browsers that also claim
// to be Chrome or Safari come before them.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

/** Headers longer than this are cut before matching: a name needs only the start. */
const MAX_SCANNED = 512;

const firstMatch = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

export function describeDevice(userAgent: string | null): string | null {
  const text = (userAgent ?? "").slice(0, MAX_SCANNED);
  const browser = firstMatch(browsers, text);
  const system = firstMatch(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? programName(text);
}

/** Scripts and tools name themselves first: "curl/8.5.0", "python-requests/2.31". */
function programName(text: string): string | null {
  const name = /^([A-Za-z][\w.-]{0,29})(?:\/|\s|$)/.exec(text)?.[1];
  // Every browser starts with "Mozilla/5.0": a browser not known above says nothing by it.
  return name && name !== "Mozilla" ? name : null;
}

/**
 * A short name for the device a session was started on, made from its User-Agent at login so the
 * profile can list sessions in words a person recognises ("Firefox on Windows"). Only this name is
 * stored, not the header. The first match wins, so the browsers that also claim to be Chrome or
 * Safari (Edge, Opera, Samsung Internet, Chrome on iOS) come before them.
 */
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

/**
 * "Chrome on Android", "Safari on iPhone", "Firefox", "Linux"; for a program, its own name
 * ("curl"); null when the header is missing or names nothing readable.
 */
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

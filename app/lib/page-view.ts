import { endpoints } from "./endpoints";
import { currentVisit } from "./visit";
import { LANDING_MAX, visitFields } from "./visit-source";

/** The beacon's field naming the page viewed; the visit's source goes in the visitFields. */
export const PAGE_FIELD = "path";

/** The admin area's pages are the staff at work, not visits: they are not counted. */
export const isCountedPath = (path: string) => !/^\/admin(\/|$)/.test(path);

/**
 * Tells the server that this page was viewed (decision 052), with the source of the visit as its
 * first page kept it, so every view of a visit counts under that source. Nothing is sent when the
 * visitor asks not to be tracked (Do Not Track, Global Privacy Control) or the browser has no
 * beacon; a beacon is queued by the browser and never holds the page up.
 */
export function sendPageView(path: string) {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (browser.doNotTrack === "1" || browser.globalPrivacyControl === true) return;
  if (!isCountedPath(path) || typeof browser.sendBeacon !== "function") return;
  const visit = currentVisit();
  const body = new URLSearchParams({ [PAGE_FIELD]: path.slice(0, LANDING_MAX) });
  if (visit)
    for (const [key, field] of Object.entries(visitFields))
      body.set(field, visit[key as keyof typeof visitFields]);
  browser.sendBeacon(endpoints.pageViews, body);
}

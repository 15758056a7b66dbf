import { PAGE_VIEWS_PATH } from "./endpoints";
import { currentVisit } from "./visit";
import { LANDING_MAX, visitFields } from "./visit-source";

export const PAGE_FIELD = "path";

/** The admin area's pages are the staff at work, not visits: they are not counted. */
export const isCountedPath = (path: string) => !/^\/admin(\/|$)/.test(path);

/** Sends nothing under Do Not Track or Global Privacy Control, or without a beacon. */
export function sendPageView(path: string) {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (browser.doNotTrack === "1" || browser.globalPrivacyControl === true) return;
  if (!isCountedPath(path) || typeof browser.sendBeacon !== "function") return;
  const visit = currentVisit();
  const body = new URLSearchParams({ [PAGE_FIELD]: path.slice(0, LANDING_MAX) });
  if (visit)
    for (const [key, field] of Object.entries(visitFields))
      body.set(field, visit[key as keyof typeof visitFields]);
  browser.sendBeacon(PAGE_VIEWS_PATH, body);
}

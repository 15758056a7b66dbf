import { isbot } from "isbot";
import { sitePages } from "~/content/site-pages";
import { type OpeningFacts, openingPath } from "~/lib/openings";
import { isCountedPath, PAGE_FIELD } from "~/lib/page-view";
import { cleanLanding, deviceClass, readVisitSource } from "~/lib/visit-source";
import type { PendingView } from "~/server/analytics/view-buffer.server";
import { asBodyError, type BodyStatus, readBody } from "~/server/http/body.server";

/** Many times what the site's own script sends. */
export const MAX_BEACON_BYTES = 4096;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|text\/plain)\s*(;|$)/i;

export type BeaconRead =
  | { ok: true; view: Omit<PendingView, "ip"> | null }
  | { ok: false; status: BodyStatus; error: string };

/** Global Privacy Control or Do Not Track. */
const optedOut = (headers: Headers) => headers.get("sec-gpc") === "1" || headers.get("dnt") === "1";

const sitePaths = new Set(sitePages.map((page) => page.path));

/** Other pages are reported by the site's script too, and answered as a bot is, counting nothing. */
export const isSitePage = (path: string, openings: readonly Pick<OpeningFacts, "slug">[]) =>
  sitePaths.has(path) || openings.some((opening) => openingPath(opening.slug) === path);

/** Null view: read, but counts nothing (a bot, an opted-out visitor, a page not counted). */
export async function readBeacon(
  request: Request,
  isPage: (path: string) => boolean,
  now = new Date(),
): Promise<BeaconRead> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? ""))
    return { ok: false, status: 415, error: "A page view is sent urlencoded." };
  let values: URLSearchParams;
  try {
    values = new URLSearchParams((await readBody(request, MAX_BEACON_BYTES)).toString("utf8"));
  } catch (error) {
    const refusal = asBodyError(error);
    return { ok: false, status: refusal.status, error: refusal.details };
  }
  const path = cleanLanding(values.get(PAGE_FIELD));
  if (!path) return { ok: false, status: 400, error: "A page view names a page of this site." };
  const userAgent = request.headers.get("user-agent") ?? "";
  if (optedOut(request.headers) || !userAgent || isbot(userAgent) || !isCountedPath(path) || !isPage(path))
    return { ok: true, view: null };
  return {
    ok: true,
    view: {
      at: now,
      userAgent,
      path,
      visit: readVisitSource(Object.fromEntries(values)),
      device: deviceClass(userAgent),
    },
  };
}

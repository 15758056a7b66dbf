import { parseCookie, stringifySetCookie } from "cookie";
import { createCookie } from "react-router";
import { AREA_COOKIE, type Area } from "~/lib/area-home";

// On an https site every name takes the `__Host-` prefix, so that a sibling subdomain or a
// plain-http answer cannot plant or overwrite them.
export function siteCookies(request: Request, appUrl: string) {
  const https = appUrl.startsWith("https:");
  const prefix = https ? "__Host-" : "";
  return {
    session: `${prefix}sid`,
    xsrf: `${prefix}XSRF-TOKEN`,
    area: `${prefix}${AREA_COOKIE}`,
    signedOut: `${prefix}signed-out`,
    secure: https || new URL(request.url).protocol === "https:",
  };
}

type SiteCookies = ReturnType<typeof siteCookies>;

const attributes = { path: "/", sameSite: "lax" } as const;

/** Signed, so an id not issued here is refused before the database is asked. */
export const sessionCookie = (secret: string, site: SiteCookies) =>
  createCookie(site.session, { ...attributes, httpOnly: true, secure: site.secure, secrets: [secret] });

export async function readSessionId(request: Request, secret: string, appUrl: string) {
  const header = request.headers.get("cookie");
  if (header === null) return undefined;
  const site = siteCookies(request, appUrl);
  const value: unknown = await sessionCookie(secret, site).parse(header);
  // An empty cookie (`sid=`) reads as "", unsigned: no session either.
  return typeof value === "string" && value !== "" ? value : undefined;
}

export const setCookie = (site: SiteCookies, name: string, value: string, maxAge: number, httpOnly = false) =>
  stringifySetCookie({ name, value, ...attributes, maxAge, httpOnly, secure: site.secure });

/** The bare token, for the page's scripts to send back in X-XSRF-TOKEN (createCookie would encode it). */
export const xsrfCookie = (token: string, maxAgeSeconds: number, site: SiteCookies) =>
  setCookie(site, site.xsrf, token, maxAgeSeconds);

// A hint for the header's area link only (the root loader or a prerendered page's script reads it):
// every page of an area checks the session itself.
export const areaCookie = (area: Area | null, maxAgeSeconds: number, site: SiteCookies) =>
  setCookie(site, site.area, area ?? "", area ? maxAgeSeconds : 0);

export const clearedCookies = (site: SiteCookies) =>
  [site.session, site.xsrf, site.area].map((name) => setCookie(site, name, "", 0, name === site.session));

/** Set by a sign-out for the login page it lands on, which says so once, then clears it. */
export const signedOutCookie = (on: boolean, site: SiteCookies) =>
  setCookie(site, site.signedOut, on ? "1" : "", on ? 60 : 0, true);

export const cameFromSignOut = (request: Request, site: SiteCookies) =>
  parseCookie(request.headers.get("cookie") ?? "")[site.signedOut] === "1";

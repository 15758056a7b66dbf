import { serialize } from "cookie";
import { createCookie } from "react-router";
import { AREA_COOKIE, type Area } from "~/lib/area-home";

/**
 * How a site names and flags its cookies: `sid`, the session, `XSRF-TOKEN`, the spec's token that
 * scripts may read, and `area`, which area the signed-in account has (the header's link to it).
 * On an https site (APP_URL) every name carries the `__Host-` prefix: a
 * browser then keeps them only when they come Secure, with Path=/ and no Domain, from this host, so
 * a sibling subdomain or a plain-http answer cannot plant or overwrite them. Secure is also set
 * when the request itself came over HTTPS.
 */
export interface SiteCookies {
  session: string;
  xsrf: string;
  area: string;
  secure: boolean;
}

export function siteCookies(request: Request, appUrl: string): SiteCookies {
  const https = appUrl.startsWith("https:");
  const prefix = https ? "__Host-" : "";
  return {
    session: `${prefix}sid`,
    xsrf: `${prefix}XSRF-TOKEN`,
    area: `${prefix}${AREA_COOKIE}`,
    secure: https || new URL(request.url).protocol === "https:",
  };
}

const attributes = { path: "/", sameSite: "lax" } as const;

/**
 * The session cookie, through React Router's `createCookie`: the random session id, signed with
 * SESSION_SECRET, so an id that was not issued here (altered, planted, or just garbage) is refused
 * before the database is asked. HttpOnly: no script ever reads it.
 */
export const sessionCookie = (secret: string, site: SiteCookies) =>
  createCookie(site.session, { ...attributes, httpOnly: true, secure: site.secure, secrets: [secret] });

/** The session id a request carries, when it is one this site signed; undefined otherwise. */
export async function readSessionId(
  request: Request,
  secret: string,
  appUrl: string,
): Promise<string | undefined> {
  const header = request.headers.get("cookie");
  if (header === null) return undefined;
  const site = siteCookies(request, appUrl);
  const value: unknown = await sessionCookie(secret, site).parse(header);
  // An empty cookie (`sid=`) reads as "", unsigned: no session either.
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The XSRF token cookie stays as the spec has it: the token itself, readable by the page's
 * scripts, which send it back in the X-XSRF-TOKEN header (createCookie would encode it).
 */
export const xsrfCookie = (token: string, maxAgeSeconds: number, site: SiteCookies) =>
  serialize(site.xsrf, token, { ...attributes, maxAge: maxAgeSeconds, secure: site.secure });

/**
 * The area cookie: "admin" or "user", the area of the session's account, for the page's script to
 * show the header's link to it (the prerendered pages are the same bytes for everyone). A hint for
 * the page only, readable by scripts: every page of an area checks the session itself. A session
 * still waiting for its second factor has no area: `null` tells the browser to forget the cookie.
 */
export const areaCookie = (area: Area | null, maxAgeSeconds: number, site: SiteCookies) =>
  serialize(site.area, area ?? "", {
    ...attributes,
    maxAge: area ? maxAgeSeconds : 0,
    secure: site.secure,
  });

/** Tells the browser to forget the session's cookies. */
export const clearedCookies = (site: SiteCookies) =>
  [site.session, site.xsrf, site.area].map((name) =>
    serialize(name, "", { ...attributes, maxAge: 0, httpOnly: name === site.session, secure: site.secure }),
  );

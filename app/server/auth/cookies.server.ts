import { serialize } from "cookie";
import { createCookie } from "react-router";

/**
 * How a site names and flags its two cookies: `sid`, the session, and `XSRF-TOKEN`, the spec's
 * token that scripts may read. On an https site (APP_URL) both names carry the `__Host-` prefix: a
 * browser then keeps them only when they come Secure, with Path=/ and no Domain, from this host, so
 * a sibling subdomain or a plain-http answer cannot plant or overwrite them. Secure is also set
 * when the request itself came over HTTPS.
 */
export interface SiteCookies {
  session: string;
  xsrf: string;
  secure: boolean;
}

export function siteCookies(request: Request, appUrl: string): SiteCookies {
  const https = appUrl.startsWith("https:");
  const prefix = https ? "__Host-" : "";
  return {
    session: `${prefix}sid`,
    xsrf: `${prefix}XSRF-TOKEN`,
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

/** Tells the browser to forget both cookies. */
export const clearedCookies = (site: SiteCookies) =>
  [site.session, site.xsrf].map((name) =>
    serialize(name, "", { ...attributes, maxAge: 0, httpOnly: name === site.session, secure: site.secure }),
  );

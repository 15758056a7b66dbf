import { serialize } from "cookie";
import { createCookie } from "react-router";

/** Cookie names; `sid` is the session, `XSRF-TOKEN` the spec's token that scripts may read. */
export const SESSION_COOKIE = "sid";
export const XSRF_COOKIE = "XSRF-TOKEN";

const attributes = { path: "/", sameSite: "lax" } as const;

/**
 * The session cookie, through React Router's `createCookie`: the random session id, signed with
 * SESSION_SECRET, so an id that was not issued here (altered, planted, or just garbage) is refused
 * before the database is asked. HttpOnly: no script ever reads it.
 */
export const sessionCookie = (secret: string, secure: boolean) =>
  createCookie(SESSION_COOKIE, { ...attributes, httpOnly: true, secure, secrets: [secret] });

/** The session id a request carries, when it is one this site signed; undefined otherwise. */
export async function readSessionId(request: Request, secret: string): Promise<string | undefined> {
  const value: unknown = await sessionCookie(secret, false).parse(request.headers.get("cookie"));
  // An empty cookie (`sid=`) reads as "", unsigned: no session either.
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The XSRF-TOKEN cookie stays as the spec has it: the token itself, readable by the page's
 * scripts, which send it back in the X-XSRF-TOKEN header (createCookie would encode it).
 */
export const xsrfCookie = (
  token: string,
  { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean },
) => serialize(XSRF_COOKIE, token, { ...attributes, maxAge: maxAgeSeconds, secure });

/** Tells the browser to forget both cookies. */
export const clearedCookies = (secure: boolean) =>
  [SESSION_COOKIE, XSRF_COOKIE].map((name) =>
    serialize(name, "", { ...attributes, maxAge: 0, httpOnly: name === SESSION_COOKIE, secure }),
  );

/** Cookies carry Secure when the site is served over HTTPS. */
export const isSecure = (request: Request, appUrl: string) =>
  appUrl.startsWith("https:") || new URL(request.url).protocol === "https:";

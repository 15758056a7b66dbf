/** Cookie names; `sid` is the session, `XSRF-TOKEN` the spec's token that scripts may read. */
export const SESSION_COOKIE = "sid";
export const XSRF_COOKIE = "XSRF-TOKEN";

/** A cookie's value; undefined when absent or not decodable (`sid=%` is a stranger's, not a 500). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  /** Over HTTPS (APP_URL or the request itself). */
  secure: boolean;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, httpOnly, secure }: CookieOptions,
) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "SameSite=Lax",
    httpOnly ? "HttpOnly" : "",
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** Cookies carry Secure when the site is served over HTTPS. */
export const isSecure = (request: Request, appUrl: string) =>
  appUrl.startsWith("https:") || new URL(request.url).protocol === "https:";

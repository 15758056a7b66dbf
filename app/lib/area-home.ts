/**
 * Each account's own area: where a sign-in that names no page lands, and what the header's link
 * to "your area" opens (an admin's first sign-in lands on the setup checklist instead).
 */
export const areaHomes = { admin: "/admin/home", user: "/home" } as const;

export type Area = keyof typeof areaHomes;

/** The area of an account's role: admins have the admin area, every other account a profile. */
export const areaOf = (role: string): Area => (role === "admin" ? "admin" : "user");

/** The cookie naming the signed-in account's area (`__Host-` prefixed on https); see cookies.server. */
export const AREA_COOKIE = "area";

const AREA_IN_COOKIES = new RegExp(`(?:^|;\\s*)(?:__Host-)?${AREA_COOKIE}=(admin|user)(?:;|$)`);

/** The area a browser's cookies name (`document.cookie`), or null when none is signed in. */
export const areaInCookies = (cookies: string): Area | null =>
  (AREA_IN_COOKIES.exec(cookies)?.[1] as Area | undefined) ?? null;

export const areaHomes = { admin: "/admin/home", user: "/home" } as const;

export type Area = keyof typeof areaHomes;

export const areaOf = (role: string): Area => (role === "admin" ? "admin" : "user");

/** The cookie naming the signed-in account's area (`__Host-` prefixed on https); see cookies.server. */
export const AREA_COOKIE = "area";

const AREA_IN_COOKIES = new RegExp(`(?:^|;\\s*)(?:__Host-)?${AREA_COOKIE}=(admin|user)(?:;|$)`);

export const areaInCookies = (cookies: string): Area | null =>
  (AREA_IN_COOKIES.exec(cookies)?.[1] as Area | undefined) ?? null;

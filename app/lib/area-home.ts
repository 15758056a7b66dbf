/**
 * Each account's own area: where a sign-in that names no page lands, and what the header's link
 * to "your area" opens (an admin's first sign-in lands on the setup checklist instead).
 */
export const areaHomes = { admin: "/admin/home", user: "/home" } as const;

export type Area = keyof typeof areaHomes;

/** The area of an account's role: admins have the admin area, every other account a profile. */
export const areaOf = (role: string): Area => (role === "admin" ? "admin" : "user");

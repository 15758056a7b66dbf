/**
 * The screen of a guard's 403, which the root route's error boundary shows on any page: apart from
 * the admin area's texts, which would otherwise travel with every public page's scripts.
 */
export const forbiddenPage = {
  heading: "Not allowed",
} as const;

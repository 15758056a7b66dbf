/**
 * A sign-in page's address carrying where the sign-in goes on (`redirectTo`); without one ("") the
 * sign-in lands in the account's own area, so the query is left out.
 */
export const withRedirectTo = (path: string, redirectTo: string) =>
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

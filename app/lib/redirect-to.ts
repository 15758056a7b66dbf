export const withRedirectTo = (path: string, redirectTo: string) =>
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

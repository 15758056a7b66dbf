/** The root error boundary's 403 screen, apart from the admin texts so public pages don't load them. */
export const forbiddenPage = {
  heading: "Not allowed",
} as const;

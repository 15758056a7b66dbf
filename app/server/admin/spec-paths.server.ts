import { redirect } from "react-router";

/**
 * The spec's root admin paths (/dashboard, /new-user, /edit-user) take POSTs as they are; a page
 * request for one goes to its /admin address, with the same query. Call it in the loader after the
 * admin guard.
 */
export function redirectToAdminPath(request: Request, adminPath: string) {
  const url = new URL(request.url);
  if (url.pathname.replace(/\.data$/, "") === adminPath) return;
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  throw redirect(search ? `${adminPath}?${search}` : adminPath);
}

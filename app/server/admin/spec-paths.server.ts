import { redirect } from "react-router";

/**
 * A page request for one of the spec's root admin paths (/dashboard, /new-user, /edit-user) goes to
 * its /admin address, with the same query. POSTs to the root paths run the page's action instead.
 */
export function redirectToAdminPath(request: Request, adminPath: string) {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return redirect(search ? `${adminPath}?${search}` : adminPath);
}

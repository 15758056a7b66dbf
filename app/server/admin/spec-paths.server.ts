import { redirect } from "react-router";

/**
 * A page request for one of the spec's root admin paths (/dashboard, /new-user, /edit-user) goes to
 * its /admin address, with the same query. POSTs to the root paths run the page's action instead.
 * `url` is React Router's address of the request, without its data-request details.
 */
export const redirectToAdminPath = (url: URL, adminPath: string) => redirect(`${adminPath}${url.search}`);

import { redirect } from "react-router";

/** For page requests only: POSTs to the spec's root paths run the page's action instead. */
export const redirectToAdminPath = (url: URL, adminPath: string) => redirect(`${adminPath}${url.search}`);

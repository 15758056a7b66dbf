import { useRouteLoaderData } from "react-router";

/** The admin layout's XSRF token, which every admin form sends. */
export const useCsrfToken = () =>
  (useRouteLoaderData("routes/admin/layout") as { csrfToken: string } | undefined)?.csrfToken ?? "";

export function CsrfField() {
  return <input type="hidden" name="_csrf" value={useCsrfToken()} />;
}

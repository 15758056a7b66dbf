import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import type { Route } from "./+types/dashboard";

/** The spec's /dashboard: a GET opens /admin/dashboard; a POST is the page's own action (JSON answers). */
export async function loader({ url }: Route.LoaderArgs) {
  return redirectToAdminPath(url, "/admin/dashboard");
}

export { action } from "../dashboard";

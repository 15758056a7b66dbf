import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import type { Route } from "./+types/dashboard";

/** The spec's /dashboard: a GET opens /admin/dashboard; a POST is the page's own action (JSON answers). */
export async function loader({ request }: Route.LoaderArgs) {
  return redirectToAdminPath(request, "/admin/dashboard");
}

export { action } from "../dashboard";

import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/dashboard";

/** The spec's /dashboard: a GET opens /admin/dashboard; a POST is the page's own action (JSON answers). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirectToAdminPath(request, "/admin/dashboard");
}

export { action } from "../dashboard";

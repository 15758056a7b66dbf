import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import type { Route } from "./+types/edit-user";

/** The spec's /edit-user: a GET opens /admin/edit-user; a POST is the page's own action (JSON answers). */
export async function loader({ url }: Route.LoaderArgs) {
  return redirectToAdminPath(url, "/admin/edit-user");
}

export { action } from "../edit-user";

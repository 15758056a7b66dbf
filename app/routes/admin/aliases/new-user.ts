import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import type { Route } from "./+types/new-user";

/** The spec's /new-user: a GET opens /admin/new-user; a POST is the page's own action (JSON answers). */
export async function loader({ url }: Route.LoaderArgs) {
  return redirectToAdminPath(url, "/admin/new-user");
}

export { action } from "../new-user";

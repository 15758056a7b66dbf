import { redirectToAdminPath } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/new-user";

export async function loader({ url }: Route.LoaderArgs) {
  return redirectToAdminPath(url, "/admin/new-user");
}

export { action } from "../new-user";

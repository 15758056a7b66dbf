import { redirectToAdminPath } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/edit-user";

export async function loader({ url }: Route.LoaderArgs) {
  return redirectToAdminPath(url, "/admin/edit-user");
}

export { action } from "../edit-user";

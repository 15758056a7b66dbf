import { redirectToAdminPath } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/dashboard";

export async function loader({ url }: Route.LoaderArgs) {
  return redirectToAdminPath(url, "/admin/dashboard");
}

export { action } from "../dashboard";

import { redirectToAdminPath } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/edit-user";

export const loader = async ({ url }: Route.LoaderArgs) => redirectToAdminPath(url, "/admin/edit-user");

export { action } from "../edit-user";

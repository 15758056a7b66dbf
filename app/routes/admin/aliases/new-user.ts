import { redirectToAdminPath } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/new-user";

export const loader = async ({ url }: Route.LoaderArgs) => redirectToAdminPath(url, "/admin/new-user");

export { action } from "../new-user";

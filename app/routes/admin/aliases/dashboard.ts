import { redirectToAdminPath } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/dashboard";

export const loader = async ({ url }: Route.LoaderArgs) => redirectToAdminPath(url, "/admin/dashboard");

export { action } from "../dashboard";

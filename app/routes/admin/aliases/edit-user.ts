import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import type { Route } from "./+types/edit-user";

export const loader = async ({ url }: Route.LoaderArgs) => redirectToAdminPath(url, "/admin/edit-user");

export { action } from "../edit-user";

import { redirectToAdminPath } from "~/server/admin/spec-paths.server";
import type { Route } from "./+types/dashboard";

export const loader = async ({ url }: Route.LoaderArgs) => redirectToAdminPath(url, "/admin/dashboard");

export { action } from "../dashboard";

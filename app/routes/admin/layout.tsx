import { Outlet } from "react-router";
import { guardAdminArea } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/layout";

/** Every page and file of the admin area sits under this route, and its guard. */
export const middleware: Route.MiddlewareFunction[] = [guardAdminArea];

export default function AdminArea() {
  return <Outlet />;
}

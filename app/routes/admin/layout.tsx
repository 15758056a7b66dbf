import { Outlet } from "react-router";
import { adminOf, guardAdminArea } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/layout";

/** Every page and file of the admin area sits under this route, and its guard. */
export const middleware: Route.MiddlewareFunction[] = [guardAdminArea];

/** The admin's XSRF token, for the admin menu's Logout form on every admin page. */
export const loader = ({ context }: Route.LoaderArgs) => ({ csrfToken: adminOf(context).csrfToken });

export default function AdminArea() {
  return <Outlet />;
}

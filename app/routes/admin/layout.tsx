import { Outlet } from "react-router";
import { withScripts } from "~/lib/page-scripts";
import { adminOf, guardAdminArea } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/layout";

export const handle = withScripts;

export const middleware: Route.MiddlewareFunction[] = [guardAdminArea];

export const loader = ({ context }: Route.LoaderArgs) => ({ csrfToken: adminOf(context).csrfToken });

export default function AdminArea() {
  return <Outlet />;
}

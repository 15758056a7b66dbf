import { Outlet } from "react-router";
import { adminOf, guardAdminArea } from "~/server/admin/admin-area.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [guardAdminArea];

export const loader = ({ context }: Route.LoaderArgs) => ({ csrfToken: adminOf(context).csrfToken });

export default function AdminArea() {
  return <Outlet />;
}

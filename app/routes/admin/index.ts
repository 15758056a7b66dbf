import { redirect } from "react-router";
import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/index";

/** `/admin/` (the spec's 'Go to Dashboard' link) opens the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect("/admin/dashboard");
}

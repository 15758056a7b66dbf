import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/export-users-pdf";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return new Response("todo", { status: 501 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return new Response("todo", { status: 501 });
}

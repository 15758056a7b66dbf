import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/upload-file";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return new Response("todo", { status: 501 });
}

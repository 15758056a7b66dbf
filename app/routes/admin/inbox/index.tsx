import { AdminLayout } from "~/components/admin/AdminLayout";
import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function Inbox() {
  return <AdminLayout heading="Inbox">{null}</AdminLayout>;
}

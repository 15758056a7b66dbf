import { AdminLayout } from "~/components/admin/AdminLayout";
import { adminPages } from "~/content/pages/admin";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/home";

const page = adminPages.home;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function Home() {
  return <AdminLayout heading={page.heading}>{null}</AdminLayout>;
}

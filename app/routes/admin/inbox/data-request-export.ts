import { adminOf } from "~/server/admin/admin-area.server";
import { dataRequestExport } from "~/server/data-requests/act.server";
import type { Route } from "./+types/data-request-export";

export async function loader({ context, params }: Route.LoaderArgs) {
  return dataRequestExport(context, adminOf(context), params.id);
}

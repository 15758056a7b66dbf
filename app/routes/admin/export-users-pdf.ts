import { adminOf } from "~/server/admin/admin-area.server";
import { usersPdfStream } from "~/server/admin/users-pdf.server";
import { recordExport } from "~/server/audit/audit.server";
import { download } from "~/server/http/download.server";
import type { Route } from "./+types/export-users-pdf";

export async function loader({ request, context }: Route.LoaderArgs) {
  await recordExport(context, adminOf(context).user, { action: "users.exported", targetType: "users" });
  const generatedAt = new Date();
  const body = await usersPdfStream({
    db: context.db,
    dataDir: context.config.DATA_DIR,
    log: context.log,
    signal: request.signal,
    generatedAt,
  });
  return download(body, `users-${generatedAt.toISOString().slice(0, 10)}.pdf`, "application/pdf");
}

/** POST (the spec's form) changes nothing, so it needs no CSRF token; cross-site POSTs are refused globally. */
export const action = (args: Route.ActionArgs) => loader(args);

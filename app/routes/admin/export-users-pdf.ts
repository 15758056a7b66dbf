import { create as contentDisposition } from "content-disposition";
import type { RouterContextProvider } from "react-router";
import { adminOf } from "~/server/admin/admin-area.server";
import { usersPdfStream } from "~/server/admin/users-pdf.server";
import { recordExport } from "~/server/audit/audit.server";
import type { Route } from "./+types/export-users-pdf";

async function usersPdf(request: Request, context: Readonly<RouterContextProvider>) {
  await recordExport(context, adminOf(context).user, { action: "users.exported", targetType: "users" });
  const generatedAt = new Date();
  const body = await usersPdfStream({
    db: context.db,
    dataDir: context.config.DATA_DIR,
    log: context.log,
    signal: request.signal,
    generatedAt,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(`users-${generatedAt.toISOString().slice(0, 10)}.pdf`),
    },
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return usersPdf(request, context);
}

/** POST (the spec's form) changes nothing, so it needs no CSRF token; cross-site POSTs are refused globally. */
export async function action({ request, context }: Route.ActionArgs) {
  return usersPdf(request, context);
}

import { uploadDownload } from "~/server/admin/inbox/upload-download.server";
import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/upload-file";

/** A visitor's uploaded file, for admins only, always as a download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return uploadDownload(context, params.id);
}

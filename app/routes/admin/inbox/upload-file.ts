import { uploadDownload } from "~/server/inbox/upload-download.server";
import type { Route } from "./+types/upload-file";

/** A visitor's uploaded file, for admins only, always as a download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return uploadDownload(context, params.id);
}

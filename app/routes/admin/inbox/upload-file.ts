import type { Route } from "./+types/upload-file";
import { uploadDownload } from "./upload-download.server";

/** A visitor's uploaded file, for admins only, always as a download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return uploadDownload(context, params.id);
}

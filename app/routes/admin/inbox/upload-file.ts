import type { Route } from "./+types/upload-file";
import { uploadDownload } from "./upload-download.server";

export async function loader({ context, params }: Route.LoaderArgs) {
  return uploadDownload(context, params.id);
}

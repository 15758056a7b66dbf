import { serveMedia } from "~/server/content/serve-media.server";
import type { Route } from "./+types/media";

/** GET /media/<name>: the pictures, videos and captions uploaded for the site's content (decision 031). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return serveMedia(request, context.config.DATA_DIR, params.file ?? "");
}

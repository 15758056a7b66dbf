import type { Route } from "./+types/media";
import { serveMedia } from "./serve-media.server";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return serveMedia(request, context.config.DATA_DIR, params.file ?? "");
}

import { serveMedia } from "~/server/content/serve-media.server";
import type { Route } from "./+types/media";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return serveMedia(request, context.config.DATA_DIR, params.file ?? "");
}

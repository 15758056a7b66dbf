import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AVATAR_FILE, avatarDir } from "~/server/accounts/avatars.server";
import type { Route } from "./+types/user-images";

export async function loader({ params, context }: Route.LoaderArgs) {
  const file = params.file ?? "";
  if (!AVATAR_FILE.test(file)) return new Response("Not found", { status: 404 });
  const full = path.join(avatarDir(context.config.DATA_DIR), file);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return new Response("Not found", { status: 404 });
  return new Response(Readable.toWeb(createReadStream(full)) as ReadableStream, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(info.size),
      // A new picture gets a new name, so a name's bytes never change.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

import { technologySprite } from "~/server/technology-sprite.server";

export async function loader() {
  return new Response(await technologySprite(), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}

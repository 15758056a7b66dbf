import { technologySprite } from "~/server/technology-sprite.server";

/** Every technology logo as one cacheable SVG sprite, referenced by pages with `<use href>`. */
export async function loader() {
  return new Response(await technologySprite(), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}

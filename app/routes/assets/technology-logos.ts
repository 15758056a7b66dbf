import { technologySprite } from "~/server/technology-sprite.server";

/** Every technology logo as one cacheable SVG sprite, referenced by pages with `<use href>`. */
export function loader() {
  return new Response(technologySprite(), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}

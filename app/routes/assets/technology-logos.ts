import sprite from "virtual:technology-sprite";

export function loader() {
  return new Response(sprite, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}

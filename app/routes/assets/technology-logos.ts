import { technologyLogos } from "~/content/technologies";

/**
 * Every technology logo as one SVG sprite, so pages reference the logos (`<use href>`) instead of
 * repeating their paths in the HTML, and browsers fetch and cache them once.
 */
export function loader() {
  const symbols = technologyLogos
    .map(
      (logo) =>
        `<symbol id="${logo.slug}" viewBox="0 0 24 24"><path fill="#${logo.hex}" d="${logo.path}"/></symbol>`,
    )
    .join("");
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}

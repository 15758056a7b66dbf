import * as icons from "simple-icons";
import { technologyLogos } from "~/content/technologies";

const bySlug = new Map(Object.values(icons).map((icon) => [icon.slug, icon]));

/**
 * The technology logos as one SVG sprite of <symbol>s named by slug. The paths stay on the server:
 * pages only reference them, so no icon data travels in the pages' JavaScript.
 */
export function technologySprite(): string {
  const symbols = technologyLogos.map(({ slug }) => {
    const icon = bySlug.get(slug);
    if (!icon) throw new Error(`simple-icons has no icon "${slug}"`);
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path fill="#${icon.hex}" d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

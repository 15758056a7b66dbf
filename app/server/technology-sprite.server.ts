import type { SimpleIcon } from "simple-icons";
// Relative and with its extension: vite.config.ts runs this at build time, without the alias.
import { technologyLogos } from "../content/technologies.ts";

/** The logos' sprite, made at build time (vite.config.ts): no worker loads simple-icons' thousands. */
export async function technologySprite(): Promise<string> {
  const icons = await import("simple-icons");
  const bySlug = new Map(
    Object.values(icons)
      .filter((icon): icon is SimpleIcon => typeof icon === "object" && "slug" in icon)
      .map((icon) => [icon.slug, icon]),
  );
  const symbols = technologyLogos.map(({ slug }) => {
    const icon = bySlug.get(slug);
    if (!icon) throw new Error(`simple-icons has no icon "${slug}"`);
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path fill="#${icon.hex}" d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

import type { SimpleIcon } from "simple-icons";
import { technologyLogos } from "~/content/technologies";

/** The paths stay on the server, so no icon data travels in the pages' JavaScript. */
export async function technologySprite(): Promise<string> {
  // Loaded on first request: simple-icons takes longer to load than the rest of a worker's start.
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

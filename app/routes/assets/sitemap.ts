import { sitePages } from "~/content/site-pages";
import type { Route } from "./+types/sitemap";

/**
 * Every public page at its canonical address, for search engines, with the time the company last
 * published its content (decision 031), which every page shows.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { changedAt } = context.site.current();
  const lastmod = changedAt ? `<lastmod>${changedAt}</lastmod>` : "";
  const urls = sitePages
    .map((page) => `<url><loc>${context.config.APP_URL}${page.path}</loc>${lastmod}</url>`)
    .join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" },
    },
  );
}

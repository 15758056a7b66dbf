import { sitePages } from "~/content/site-pages";
import { coursePath } from "~/lib/course-paths";
import { indiaDayOf } from "~/lib/india-days";
import { openingPath, openOpenings } from "~/lib/openings";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const { changedAt, content } = context.site.current();
  const lastmod = changedAt ? `<lastmod>${changedAt}</lastmod>` : "";
  const url = (path: string, modified: string) =>
    `<url><loc>${context.config.APP_URL}${path}</loc>${modified}</url>`;
  const urls = [
    ...sitePages.map((page) => url(page.path, lastmod)),
    ...content.courses.courses.map((course) => url(coursePath(course.key), lastmod)),
    ...openOpenings(content.openings.openings, indiaDayOf(new Date())).map((opening) =>
      url(openingPath(opening.slug), opening.postedOn ? `<lastmod>${opening.postedOn}</lastmod>` : ""),
    ),
  ].join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" },
    },
  );
}

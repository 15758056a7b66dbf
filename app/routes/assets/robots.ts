import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /home",
    "Disallow: /edit",
    "Disallow: /logout",
    "Disallow: /dashboard",
    "Disallow: /new-user",
    "Disallow: /edit-user",
    "Disallow: /htmltopdf",
    `Sitemap: ${context.config.APP_URL}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

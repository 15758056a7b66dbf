import { plainText } from "~/server/http/download.server";
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
  return plainText(200, `${lines.join("\n")}\n`, { "Cache-Control": "public, max-age=3600" });
}

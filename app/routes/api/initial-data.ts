import type { Route } from "./+types/initial-data";

/**
 * GET /initialData: the published course catalogue with its fees (docs/product.md section 9), in
 * the spec's shape; which courses can be chosen now, and their batches, the course form shows
 * (decision 055). Cached briefly: a publish shows within five minutes.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { currency, courses } = context.site.current().content.courses;
  return Response.json(
    { courses: courses.map(({ key, name, fee }) => ({ key, label: name, fee })), currency },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

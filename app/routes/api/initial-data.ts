import type { Route } from "./+types/initial-data";

/** Cached briefly: a publish shows within five minutes. */
export function loader({ context }: Route.LoaderArgs) {
  const { currency, courses } = context.site.current().content.courses;
  return Response.json(
    { courses: courses.map(({ key, name, fee }) => ({ key, label: name, fee })), currency },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

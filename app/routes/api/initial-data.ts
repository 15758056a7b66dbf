import { commonCurrency } from "~/lib/courses";
import type { Route } from "./+types/initial-data";

/**
 * Cached briefly: a publish shows within five minutes. Each course names its currency; the spec's
 * `currency` is theirs when they share one, null when they mix.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { courses } = context.site.current().content.courses;
  return Response.json(
    {
      courses: courses.map(({ key, name, fee, currency }) => ({ key, label: name, fee, currency })),
      currency: commonCurrency(courses),
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

import { commonCurrency } from "~/lib/courses";
import type { Route } from "./+types/initial-data";

/**
 * Cached briefly: a publish shows within five minutes. The spec's shape while the courses share a
 * currency; when they mix, each names its own and the top `currency` is null.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { courses } = context.site.current().content.courses;
  const currency = commonCurrency(courses);
  return Response.json(
    {
      courses: courses.map(({ key, name, fee, currency: own }) => ({
        key,
        label: name,
        fee,
        ...(!currency && { currency: own }),
      })),
      currency,
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

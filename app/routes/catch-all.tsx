import { data } from "react-router";
import { NotFoundScreen } from "~/components/NotFoundScreen";
import { enterAsDocument, withLeadFormScript } from "~/lib/page-scripts";
import type { Route } from "./+types/catch-all";

// The broken-link report answers in place.
export const handle = withLeadFormScript;

export function loader({ request, url }: Route.LoaderArgs) {
  const { pathname } = url;
  return data(
    {
      path: readable(pathname).slice(0, 2048),
      referrer: request.headers.get("referer")?.slice(0, 2048) ?? null,
    },
    { status: 404 },
  );
}

function readable(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export const clientLoader = enterAsDocument;

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen path={loaderData.path} referrer={loaderData.referrer} />;
}

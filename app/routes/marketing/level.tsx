import { CardPage } from "~/components/CardPage";
import { withTexts } from "~/content/page-texts";
import { levelPage } from "~/content/pages/level";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/level";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(levelPage.seo, matches);

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ texts: content.level }));

export default function Level({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(withTexts(levelPage, loaderData.texts))} />;
}

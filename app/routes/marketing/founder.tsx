import { CardPage } from "~/components/CardPage";
import { withTexts } from "~/content/page-texts";
import { founderPage } from "~/content/pages/founder";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/founder";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(founderPage.seo, matches);

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ texts: content.founderPage }));

export default function Founder({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(withTexts(founderPage, loaderData.texts))} />;
}

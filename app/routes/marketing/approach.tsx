import { CardPage } from "~/components/CardPage";
import { withTexts } from "~/content/page-texts";
import { approachPage } from "~/content/pages/approach";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/approach";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(approachPage.seo, matches);

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ texts: content.approach }));

export default function Approach({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(withTexts(approachPage, loaderData.texts))} />;
}

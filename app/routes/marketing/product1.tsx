import { CardPage } from "~/components/CardPage";
import { withTexts } from "~/content/page-texts";
import { product1Page } from "~/content/pages/product1";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/product1";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(product1Page.seo, matches);

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ texts: content.product1 }));

export default function Product1({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(withTexts(product1Page, loaderData.texts))} />;
}

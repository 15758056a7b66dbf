import { CardPage } from "~/components/CardPage";
import { withTexts } from "~/content/page-texts";
import { product2Page } from "~/content/pages/product2";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/product2";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(product2Page.seo, matches);

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ texts: content.product2 }));

export default function Product2({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(withTexts(product2Page, loaderData.texts))} />;
}

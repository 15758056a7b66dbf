import { CardPage } from "~/components/CardPage";
import { product2Page } from "~/content/pages/product2";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product2";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(product2Page.seo, matches);

export default function Product2() {
  return <CardPage page={product2Page} />;
}

import { CardPage } from "~/components/CardPage";
import { product1Page } from "~/content/pages/product1";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product1";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(product1Page.seo, matches);

export default function Product1() {
  return <CardPage page={product1Page} />;
}

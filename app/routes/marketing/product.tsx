import { CardPage } from "~/components/CardPage";
import { productPage } from "~/content/pages/product";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(productPage.seo, matches);

export default function Product() {
  return <CardPage page={productPage} />;
}

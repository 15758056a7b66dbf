import { CardPage } from "~/components/CardPage";
import { product3Page } from "~/content/pages/product3";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product3";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(product3Page.seo, matches);

export default function Product3() {
  return <CardPage page={product3Page} />;
}

import { CardPage } from "~/components/CardPage";
import { founderPage } from "~/content/pages/founder";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/founder";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(founderPage.seo, matches);

export default function Founder() {
  return <CardPage page={founderPage} />;
}

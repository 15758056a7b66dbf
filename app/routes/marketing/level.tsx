import { CardPage } from "~/components/CardPage";
import { levelPage } from "~/content/pages/level";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/level";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(levelPage.seo, matches);

export default function Level() {
  return <CardPage page={levelPage} />;
}

import { CardPage } from "~/components/CardPage";
import { approachPage } from "~/content/pages/approach";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/approach";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(approachPage.seo, matches);

export default function Approach() {
  return <CardPage page={approachPage} />;
}

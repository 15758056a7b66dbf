import { CompanySections } from "~/components/CompanySections";
import { PageLayout } from "~/components/PageLayout";
import { articlePage } from "~/content/pages/article";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(articlePage.seo, matches);

export const handle = { prerender: true };
export const loader = () => null;
export const clientLoader = enterAsDocument;

export default function Article() {
  const page = useFilled(articlePage);
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg">
      <CompanySections />
    </PageLayout>
  );
}

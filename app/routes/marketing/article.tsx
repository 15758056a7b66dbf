import { ClientShowcase } from "~/components/ClientShowcase";
import { CompanyInfoCard } from "~/components/CompanyInfoCard";
import { FounderCard } from "~/components/FounderCard";
import { HomePgButton } from "~/components/HomePgButton";
import { PageLayout } from "~/components/PageLayout";
import { articlePage } from "~/content/pages/article";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(articlePage.seo, matches);

export const handle = { prerender: true };
// No data, but enterAsDocument needs a server loader beside it.
export const loader = () => null;
export const clientLoader = enterAsDocument;

export default function Article() {
  const page = useFilled(articlePage);
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <div className="grid gap-6 lg:grid-cols-3">
        <CompanyInfoCard />
        <FounderCard />
      </div>
      <ClientShowcase />
      <div>
        <HomePgButton />
      </div>
    </PageLayout>
  );
}

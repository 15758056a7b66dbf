import { CompanyTable } from "~/components/CompanyTable";
import { PageLayout } from "~/components/PageLayout";
import { companyContactPage } from "~/content/pages/company-contact";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import type { Route } from "./+types/company-contact";

// /nav and /nav1 show this screen too; their canonical link points at /nav2.
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(companyContactPage.seo, matches);

export const handle = { prerender: true };
export const loader = () => null;
export const clientLoader = enterAsDocument;

export default function CompanyContact() {
  const page = useFilled(companyContactPage);
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg">
      <CompanyTable caption={page.caption} rows={page.rows} />
    </PageLayout>
  );
}

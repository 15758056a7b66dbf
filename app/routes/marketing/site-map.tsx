import { Link } from "react-router";
import { PageLayout } from "~/components/PageLayout";
import { siteMapPage as page } from "~/content/pages/site-map";
import { sitePages } from "~/content/site-pages";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/site-map";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const handle = { prerender: true };
export const loader = () => null;
export const clientLoader = enterAsDocument;

export default function SiteMap() {
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sitePages.map((entry) => (
          <li
            key={entry.path}
            className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <Link
              to={entry.path}
              className="font-bold text-brand-800 text-lg underline-offset-4 hover:underline"
            >
              {entry.label}
            </Link>
            <p className="text-slate-700">{entry.description}</p>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}

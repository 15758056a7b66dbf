import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { PreviewButton } from "~/components/admin/content/PreviewButton";
import { adminContentPages } from "~/content/pages/admin-content";
import { pageMeta } from "~/lib/seo";
import { contentOverview } from "~/server/content/areas.server";
import type { Route } from "./+types/index";

const page = adminContentPages.overview;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { areas: await contentOverview(context.db) };
}

/** Every area of the site's content, with its status and the placeholders it still shows. */
export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const left = loaderData.areas.reduce((sum, area) => sum + area.placeholders, 0);
  return (
    <AdminLayout heading={page.heading}>
      <p className="max-w-3xl text-slate-700">{page.intro}</p>
      <p className="font-semibold text-brand-900">
        {page.placeholdersLeft(left)}{" "}
        {left > 0 ? (
          <Link className="text-brand-700 underline" to="/admin/setup">
            {adminContentPages.setup.adminHomeLink}
          </Link>
        ) : null}
      </p>
      <PreviewButton to="/" />
      <table className="w-full max-w-4xl rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200">
        <thead>
          <tr className="border-slate-200 border-b">
            <th scope="col" className="px-4 py-2">
              {page.columns.area}
            </th>
            <th scope="col" className="px-4 py-2">
              {page.columns.status}
            </th>
            <th scope="col" className="px-4 py-2">
              {page.columns.placeholders}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {loaderData.areas.map((area) => (
            <tr key={area.key}>
              <th scope="row" className="px-4 py-2 text-left font-normal">
                <Link className="font-semibold text-brand-700 underline" to={`/admin/content/${area.key}`}>
                  {page.edit(area.title)}
                </Link>
                <span className="block text-slate-600 text-sm">{area.description}</span>
              </th>
              <td className="px-4 py-2">{page.status[area.status]}</td>
              <td className="px-4 py-2">{area.placeholders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminLayout>
  );
}

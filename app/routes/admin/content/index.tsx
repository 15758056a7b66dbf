import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { PreviewButton } from "~/components/admin/content/PreviewButton";
import { DataTable } from "~/components/admin/DataTable";
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
      <DataTable
        caption={page.heading}
        rows={loaderData.areas}
        rowKey={(area) => area.key}
        empty=""
        columns={[
          {
            header: page.columns.area,
            rowHeader: true,
            cell: (area) => (
              <>
                <Link className="font-semibold text-brand-700 underline" to={`/admin/content/${area.key}`}>
                  {page.edit(area.title)}
                </Link>
                <span className="block text-slate-600">{area.description}</span>
              </>
            ),
          },
          { header: page.columns.status, cell: (area) => page.status[area.status] },
          { header: page.columns.placeholders, cell: (area) => area.placeholders },
        ]}
      />
    </AdminLayout>
  );
}

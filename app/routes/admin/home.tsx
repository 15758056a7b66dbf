import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { adminPages } from "~/content/pages/admin";
import { adminContentPages } from "~/content/pages/admin-content";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { adminMeta } from "~/lib/admin-meta";
import { inboxAddress } from "~/lib/inbox";
import { firstStageOf, leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { usersAddress } from "~/lib/schemas/admin-users";
import { siteHealthHref } from "~/lib/site-health";
import { placeholdersLeft } from "~/server/content/setup.server";
import { overdueDataRequests } from "~/server/data-requests/overdue.server";
import type { Route } from "./+types/home";
import { adminOverview } from "./overview.server";

const page = adminPages.home;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

const charts = adminInboxPages.charts;

export async function loader({ context }: Route.LoaderArgs) {
  const [overview, overdue] = await Promise.all([adminOverview(context), overdueDataRequests(context.db)]);
  const placeholders = placeholdersLeft(context.site.current().content, context.config);
  return { ...overview, placeholders, overdue };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { users, inbox, placeholders, overdue } = loaderData;
  const tiles = [
    { label: page.tiles.users, figure: users.total, to: "/admin/dashboard" },
    { label: page.tiles.unverified, figure: users.unverified, to: usersAddress({ verified: "0" }) },
    ...leadKinds.map((kind) => ({
      label: page.tiles.newOf(leadKindViews[kind].heading),
      figure: inbox.leads[kind],
      to: inboxAddress({ kind, stages: [firstStageOf(kind)] }),
    })),
    {
      label: page.tiles.newOf(adminSiteHealthPages.kinds["broken-links"].heading),
      figure: inbox.brokenLinks,
      to: siteHealthHref("broken-links", { status: "new" }),
    },
    {
      label: page.tiles.outboxWaiting,
      figure: inbox.outbox.waiting,
      to: siteHealthHref("outbox", { status: "waiting" }),
    },
    {
      label: page.tiles.outboxFailed,
      figure: inbox.outbox.failed,
      to: siteHealthHref("outbox", { status: "failed" }),
    },
  ];
  return (
    <AdminLayout heading={page.heading}>
      {overdue > 0 ? (
        <p className="max-w-3xl rounded-md border-red-700 border-l-4 bg-red-50 px-4 py-3 font-medium text-red-950">
          {dataRequestTexts.home.overdue(overdue)}{" "}
          <Link className="text-brand-700 underline" to={inboxAddress({ kind: "data_requests" })}>
            {dataRequestTexts.home.link}
          </Link>
        </p>
      ) : null}
      {placeholders > 0 ? (
        <p className="max-w-3xl rounded-md border-amber-700 border-l-4 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {adminContentPages.setup.adminHomeNotice(placeholders)}{" "}
          <Link className="text-brand-700 underline" to="/admin/setup">
            {adminContentPages.setup.adminHomeLink}
          </Link>
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="flex flex-col gap-1 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-700"
            >
              <span className="font-extrabold text-3xl text-brand-900">{tile.figure}</span>
              <span className="font-semibold text-brand-700 underline">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={charts.homeLink.to} className="self-start font-semibold text-brand-700 underline">
        {charts.homeLink.label}
      </Link>
    </AdminLayout>
  );
}

import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { adminPages } from "~/content/pages/admin";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { inboxHref } from "~/lib/inbox";
import { inboxAddress, leadKinds } from "~/lib/pipeline";
import { pageMeta } from "~/lib/seo";
import { adminOverview } from "~/server/admin/overview.server";
import type { Route } from "./+types/home";

const page = adminPages.home;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

/** The staff's start page: counts of what waits for them, each linking to the list that shows it. */
export async function loader({ context }: Route.LoaderArgs) {
  return adminOverview(context);
}

interface Tile {
  key: string;
  label: string;
  figure: number;
  to: string;
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { users, inbox } = loaderData;
  const tiles: Tile[] = [
    { key: "users", label: page.tiles.users, figure: users.total, to: "/admin/dashboard" },
    {
      key: "unverified",
      label: page.tiles.unverified,
      figure: users.unverified,
      to: "/admin/dashboard?verified=0",
    },
    ...leadKinds.map((kind) => ({
      key: kind,
      label: page.tiles.newOf(adminInboxPages.kinds[kind].heading),
      figure: inbox.leads[kind],
      to: inboxAddress({ kind, stages: ["new"] }),
    })),
    {
      key: "broken-links",
      label: page.tiles.newOf(adminInboxPages.kinds["broken-links"].heading),
      figure: inbox.brokenLinks,
      to: inboxHref("broken-links", { status: "new" }),
    },
    {
      key: "waiting",
      label: page.tiles.outboxWaiting,
      figure: inbox.outbox.waiting,
      to: inboxHref("outbox", { status: "waiting" }),
    },
    {
      key: "failed",
      label: page.tiles.outboxFailed,
      figure: inbox.outbox.failed,
      to: inboxHref("outbox", { status: "failed" }),
    },
  ];
  return (
    <AdminLayout heading={page.heading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key}>
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
    </AdminLayout>
  );
}

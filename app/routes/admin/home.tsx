import { sql } from "kysely";
import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { adminPages } from "~/content/pages/admin";
import { adminContentPages } from "~/content/pages/admin-content";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { adminSiteHealthPages } from "~/content/pages/admin-site-health";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { adminMeta } from "~/lib/admin-meta";
import { inboxAddress } from "~/lib/inbox";
import { firstStageOf, firstStages, leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { usersAddress } from "~/lib/schemas/admin-users";
import { siteHealthHref } from "~/lib/site-health";
import { placeholdersLeft } from "~/server/content/setup.server";
import { overdueDataRequests } from "~/server/data-requests/overdue.server";
import type { Route } from "./+types/home";

const page = adminPages.home;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

const charts = adminInboxPages.charts;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context;
  const [users, byKind, broken, outbox, overdue] = await Promise.all([
    db
      .selectFrom("users")
      .select([
        sql<number | string>`count(*)`.as("total"),
        sql<number | string>`count(*) filter (where is_verified = 0)`.as("unverified"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select(["kind", (eb) => eb.fn.countAll<number | string>().as("count")])
      // Each kind's first stage: "new" for a sale, "applied" for a candidate.
      .where("stage", "in", firstStages)
      .groupBy("kind")
      .execute(),
    db
      .selectFrom("not_found_reports")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("mail_outbox")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("status", "in", ["waiting", "sending", "failed"])
      .groupBy("status")
      .execute(),
    overdueDataRequests(db),
  ]);
  const mails = new Map(outbox.map((row) => [row.status, Number(row.count)]));
  return {
    users: { total: Number(users.total), unverified: Number(users.unverified) },
    leads: Object.fromEntries(byKind.map((row) => [row.kind, Number(row.count)])),
    brokenLinks: Number(broken.count),
    // Waiting means not yet delivered: a mail being sent right now is one of them.
    waiting: (mails.get("waiting") ?? 0) + (mails.get("sending") ?? 0),
    failed: mails.get("failed") ?? 0,
    placeholders: placeholdersLeft(context.site.current().content, context.config),
    overdue,
  };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { users, leads, brokenLinks, waiting, failed, placeholders, overdue } = loaderData;
  const tiles = [
    { label: page.tiles.users, figure: users.total, to: "/admin/dashboard" },
    { label: page.tiles.unverified, figure: users.unverified, to: usersAddress({ verified: "0" }) },
    ...leadKinds.map((kind) => ({
      label: page.tiles.newOf(leadKindViews[kind].heading),
      figure: leads[kind] ?? 0,
      to: inboxAddress({ kind, stages: [firstStageOf(kind)] }),
    })),
    {
      label: page.tiles.newOf(adminSiteHealthPages.kinds["broken-links"].heading),
      figure: brokenLinks,
      to: siteHealthHref("broken-links", { status: "new" }),
    },
    { label: page.tiles.outboxWaiting, figure: waiting, to: siteHealthHref("outbox", { status: "waiting" }) },
    { label: page.tiles.outboxFailed, figure: failed, to: siteHealthHref("outbox", { status: "failed" }) },
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

import { data, Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { FirstContactChart } from "~/components/admin/charts/FirstContactChart";
import { FunnelChart } from "~/components/admin/charts/FunnelChart";
import { WeeklyChart } from "~/components/admin/charts/WeeklyChart";
import { button, control } from "~/components/admin/controls";
import { Labelled } from "~/components/forms/Field";
import { StatusMessage } from "~/components/StatusMessage";
import { adminPages } from "~/content/pages/admin";
import { adminContentPages } from "~/content/pages/admin-content";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { adminPipelinePages } from "~/content/pages/admin-pipeline";
import { inboxHref } from "~/lib/inbox";
import { inboxAddress, leadKinds } from "~/lib/pipeline";
import { readListFilter } from "~/lib/schemas/list";
import { periodSchema } from "~/lib/schemas/pipeline";
import { pageMeta } from "~/lib/seo";
import {
  defaultPeriod,
  firstContactTimes,
  leadsPerWeek,
  stageFunnel,
} from "~/server/admin/inbox/charts.server";
import { adminOverview } from "~/server/admin/overview.server";
import { setupChecklist } from "~/server/content/setup.server";
import type { Route } from "./+types/home";

const page = adminPages.home;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

const charts = adminPipelinePages.charts;

/**
 * The staff's start page: counts of what waits for them, each linking to the list that shows it,
 * and the leads at a glance: per week, the funnel and the first contact of the period in the
 * address (the weekly chart's by default); a bad period is answered 400 with why, over the default.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const now = new Date();
  const fallback = defaultPeriod(now);
  const asked = readListFilter(url, periodSchema);
  const period = asked.ok
    ? { from: asked.value.from ?? fallback.from, to: asked.value.to ?? fallback.to }
    : fallback;
  const [overview, weeks, funnel, firstContact] = await Promise.all([
    adminOverview(context),
    leadsPerWeek(context.db, now),
    stageFunnel(context.db, period),
    firstContactTimes(context.db, period),
  ]);
  const { remaining: placeholders } = setupChecklist(context.site.current().content, context.config);
  const loaded = {
    ...overview,
    placeholders,
    weeks,
    funnel,
    firstContact,
    period,
    error: asked.ok ? null : asked.error,
  };
  return asked.ok ? loaded : data(loaded, { status: 400 });
}

interface Tile {
  key: string;
  label: string;
  figure: number;
  to: string;
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { users, inbox, placeholders, weeks, funnel, firstContact, period, error } = loaderData;
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
      <AdminSection id="charts-heading" heading={charts.heading} className="mt-10 flex flex-col gap-5">
        <WeeklyChart weeks={weeks} />
        <Form
          method="get"
          aria-label={charts.period.label}
          className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="w-full font-semibold text-slate-800">{charts.period.label}</p>
          {(["from", "to"] as const).map((field) => (
            <Labelled key={field} id={`period-${field}`} label={charts.period[field]}>
              <input
                id={`period-${field}`}
                name={field}
                type="date"
                defaultValue={period[field]}
                className={control}
              />
            </Labelled>
          ))}
          <button type="submit" className={button}>
            {charts.period.submit}
          </button>
          <p className="w-full text-slate-700">{charts.period.shown(period.from, period.to)}</p>
        </Form>
        <StatusMessage status={error ? { tone: "error", text: error } : null} />
        <div className="grid gap-5 xl:grid-cols-2">
          <FunnelChart steps={funnel} period={period} />
          <FirstContactChart rows={firstContact} period={period} />
        </div>
      </AdminSection>
    </AdminLayout>
  );
}

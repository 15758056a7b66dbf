import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { DailyTrafficChart } from "~/components/admin/traffic/DailyTrafficChart";
import { TrafficTableCard } from "~/components/admin/traffic/TrafficTableCard";
import { StatusMessage } from "~/components/StatusMessage";
import { adminTrafficPage } from "~/content/pages/admin-traffic";
import { adminMeta } from "~/lib/admin-meta";
import { readListQuery } from "~/lib/schemas/list";
import { trafficPeriodSchema } from "~/lib/schemas/traffic";
import { TRAFFIC_PATH, trafficPeriods } from "~/lib/traffic";
import { trafficOf } from "~/server/analytics/traffic.server";
import type { Route } from "./+types/index";

const text = adminTrafficPage;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const asked = readListQuery(url, trafficPeriodSchema);
  const { days } = asked.value;
  const traffic = { ...(await trafficOf(context, days)), days };
  if (asked.ok) return { ...traffic, error: null };
  return data({ ...traffic, error: asked.error }, { status: 400 });
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  const { days, span, daily, pages, sources, campaigns, devices, bySource, byLanding, error } = loaderData;
  return (
    <AdminLayout heading={text.heading}>
      <p className="max-w-3xl text-slate-700">{text.intro}</p>
      <nav aria-label={text.period.label} className="flex flex-wrap items-center gap-4">
        {trafficPeriods.map((period) => (
          <Link
            key={period}
            to={`${TRAFFIC_PATH}?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className="font-semibold text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
          >
            {text.period.option(period)}
          </Link>
        ))}
        <p className="text-slate-700">{text.period.shown(span.from, span.to)}</p>
      </nav>
      <StatusMessage id="period-error" status={error ? { tone: "error", text: error } : null} />
      <DailyTrafficChart days={daily} period={days} />
      <div className="grid gap-5 xl:grid-cols-2">
        <TrafficTableCard table="pages" rows={pages} period={days} />
        <TrafficTableCard table="sources" rows={sources} period={days} empty={text.empty.source} />
        <TrafficTableCard table="campaigns" rows={campaigns} period={days} empty={text.empty.campaign} />
        <TrafficTableCard table="devices" rows={devices} period={days} />
        <TrafficTableCard
          conversion
          table="conversion-sources"
          rows={bySource}
          period={days}
          empty={text.empty.source}
        />
        <TrafficTableCard
          conversion
          table="conversion-landing"
          rows={byLanding}
          period={days}
          empty={text.empty.landing}
        />
      </div>
    </AdminLayout>
  );
}

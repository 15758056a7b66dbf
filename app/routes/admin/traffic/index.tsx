import { data, Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { button, control, filterBar } from "~/components/admin/controls";
import { DailyTrafficChart } from "~/components/admin/traffic/DailyTrafficChart";
import { TrafficTableCard } from "~/components/admin/traffic/TrafficTableCard";
import { TrafficTotalsCard } from "~/components/admin/traffic/TrafficTotalsCard";
import { Labelled } from "~/components/forms/Field";
import { StatusMessage } from "~/components/StatusMessage";
import { adminTrafficPage as text } from "~/content/pages/admin-traffic";
import { adminMeta } from "~/lib/admin-meta";
import { indiaDayOf } from "~/lib/india-days";
import { readListQuery } from "~/lib/schemas/list";
import { trafficSpanSchema } from "~/lib/schemas/traffic";
import { lastDays, TRAFFIC_PATH, trafficPeriods } from "~/lib/traffic";
import { type TopTable, topTables } from "~/lib/traffic-tables";
import { trafficOf } from "~/server/analytics/traffic.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const asked = readListQuery(url, trafficSpanSchema);
  const today = indiaDayOf(new Date());
  const rollUpMinutes = Math.max(1, Math.round(context.config.ANALYTICS_ROLL_UP_MS / 60_000));
  const traffic = { ...(await trafficOf(context, asked.value)), today, rollUpMinutes };
  if (asked.ok) return { ...traffic, error: null };
  return data({ ...traffic, error: asked.error }, { status: 400 });
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  const { span, previous, totals, previousTotals, daily, today, error, rollUpMinutes } = loaderData;
  const isQuick = (days: number) => {
    const quick = lastDays(days, today);
    return quick.from === span.from && quick.to === span.to;
  };
  return (
    <AdminLayout heading={text.heading}>
      <p className="max-w-3xl text-slate-700">{text.intro}</p>
      <p className="max-w-3xl text-slate-700">{text.trailing(rollUpMinutes)}</p>
      <nav aria-label={text.period.label} className="flex flex-wrap items-center gap-4">
        {trafficPeriods.map((period) => (
          <Link
            key={period}
            to={`${TRAFFIC_PATH}?days=${period}`}
            aria-current={isQuick(period) ? "page" : undefined}
            className="font-semibold text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
          >
            {text.period.option(period)}
          </Link>
        ))}
        <p className="text-slate-700">{text.period.shown(span.from, span.to)}</p>
      </nav>
      <Form method="get" action={TRAFFIC_PATH} aria-label={text.period.choose} className={filterBar}>
        <Labelled id="traffic-from" label={text.period.from}>
          <input id="traffic-from" name="from" type="date" defaultValue={span.from} className={control} />
        </Labelled>
        <Labelled id="traffic-to" label={text.period.to}>
          <input id="traffic-to" name="to" type="date" defaultValue={span.to} className={control} />
        </Labelled>
        <button type="submit" className={button}>
          {text.period.submit}
        </button>
      </Form>
      <StatusMessage id="period-error" status={error ? { tone: "error", text: error } : null} />
      <TrafficTotalsCard span={span} previous={previous} totals={totals} previousTotals={previousTotals} />
      <DailyTrafficChart days={daily} span={span} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        {(Object.keys(topTables) as TopTable[]).map((table) => (
          <TrafficTableCard key={table} table={table} rows={loaderData[topTables[table].rows]} span={span} />
        ))}
      </div>
    </AdminLayout>
  );
}

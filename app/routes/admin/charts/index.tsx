import { data, Form } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { FirstContactChart } from "~/components/admin/charts/FirstContactChart";
import { FunnelChart } from "~/components/admin/charts/FunnelChart";
import { WeeklyChart } from "~/components/admin/charts/WeeklyChart";
import { button, control, filterBar } from "~/components/admin/controls";
import { Labelled } from "~/components/forms/Field";
import { StatusMessage } from "~/components/StatusMessage";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { adminMeta } from "~/lib/admin-meta";
import { chartPeriodSchema } from "~/lib/schemas/inbox";
import { readListQuery } from "~/lib/schemas/list";
import { chartsOf } from "~/server/inbox/charts.server";
import type { Route } from "./+types/index";

const text = adminInboxPages.charts;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ url, context }: Route.LoaderArgs) {
  const asked = readListQuery(url, chartPeriodSchema);
  const period = asked.value;
  const charts = await chartsOf(context.db, period);
  if (asked.ok) return { ...charts, period, typed: period, error: null };
  const typed = { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
  return data({ ...charts, period, typed, error: asked.error }, { status: 400 });
}

export default function Charts({ loaderData }: Route.ComponentProps) {
  const { weeks, funnels, firstContact, period, typed, error } = loaderData;
  return (
    <AdminLayout heading={text.heading}>
      <Form method="get" aria-label={text.period.label} className={filterBar}>
        <p className="w-full font-semibold text-slate-800">{text.period.label}</p>
        {(["from", "to"] as const).map((field) => (
          <Labelled key={field} id={`period-${field}`} label={text.period[field]}>
            <input
              id={`period-${field}`}
              name={field}
              type="date"
              defaultValue={typed[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "period-error" : undefined}
              className={control}
            />
          </Labelled>
        ))}
        <button type="submit" className={button}>
          {text.period.submit}
        </button>
        <p className="w-full text-slate-700">{text.period.shown(period.from, period.to)}</p>
      </Form>
      <StatusMessage id="period-error" status={error ? { tone: "error", text: error } : null} />
      <WeeklyChart weeks={weeks} period={period} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        {funnels.map((funnel) => (
          <FunnelChart key={funnel.pipeline} funnel={funnel} period={period} />
        ))}
        <FirstContactChart rows={firstContact} period={period} />
      </div>
    </AdminLayout>
  );
}

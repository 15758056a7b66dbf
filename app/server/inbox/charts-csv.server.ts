import { adminInboxPages, funnelStepLabel, pipelineLabels } from "~/content/pages/admin-inbox";
import type { Period } from "~/lib/charts";
import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import type { AppContext } from "../app-context.server";
import { csvRow, UTF8_BOM } from "../http/csv.server";
import { firstContactTimes, leadsPerWeek, stageFunnels } from "./charts.server";

const text = adminInboxPages.charts;

const chartFiles = ["leads-per-week.csv", "funnel.csv", "first-contact.csv"] as const;
type ChartFile = (typeof chartFiles)[number];
export const isChartFile = (name: string): name is ChartFile =>
  (chartFiles as readonly string[]).includes(name);

export async function chartCsv({ db }: Pick<AppContext, "db">, file: ChartFile, period: Period) {
  const rows: string[][] = [];
  if (file === "leads-per-week.csv") {
    rows.push([text.weekly.week, ...leadKinds.map((kind) => leadKindViews[kind].label), text.weekly.total]);
    for (const week of await leadsPerWeek(db, period))
      rows.push([week.from, ...leadKinds.map((kind) => String(week.counts[kind])), String(week.total)]);
  } else if (file === "funnel.csv") {
    rows.push([text.funnel.pipeline, text.funnel.step, text.funnel.leads]);
    for (const { pipeline, steps } of await stageFunnels(db, period))
      for (const step of steps)
        rows.push([pipelineLabels[pipeline], funnelStepLabel(pipeline, step), String(step.count)]);
  } else {
    rows.push([
      text.firstContact.kind,
      text.firstContact.contacted,
      text.firstContact.waiting,
      `${text.firstContact.median} (h)`,
    ]);
    for (const row of await firstContactTimes(db, period))
      rows.push([
        row.kind ? leadKindViews[row.kind].label : text.firstContact.all,
        String(row.contacted),
        String(row.notContacted),
        row.medianHours === null ? "" : row.medianHours.toFixed(1),
      ]);
  }
  return UTF8_BOM + rows.map(csvRow).join("");
}

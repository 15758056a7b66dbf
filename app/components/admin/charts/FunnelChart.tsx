import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { type FunnelStep, type Period, periodQuery } from "~/lib/charts";
import { type InboxFilter, inboxAddress, type LeadStage, stagesFrom } from "~/lib/inbox";
import { ChartCard } from "./ChartCard";
import { FigureTable } from "./FigureTable";
import { HorizontalBars } from "./HorizontalBars";

const text = adminInboxPages.charts.funnel;

const labelOf = (step: FunnelStep) =>
  step.key === "received"
    ? text.received
    : step.key === "lost"
      ? text.lost
      : step.key === "new"
        ? text.stillNew
        : step.key === "won"
          ? stageLabels.won
          : text.reached(stageLabels[step.key]);

// A step counts leads at its stage or past it on the way to Won.
const stagesOf = (step: FunnelStep): LeadStage[] =>
  step.key === "received"
    ? []
    : step.key === "won" || step.key === "lost" || step.key === "new"
      ? [step.key]
      : stagesFrom(step.key);

const share = (count: number, of: number) => `${of > 0 ? Math.round((count / of) * 100) : 0}%`;

export function FunnelChart({ steps, period }: { steps: FunnelStep[]; period: Period }) {
  const received = steps[0]?.count ?? 0;
  const won = steps.find((step) => step.key === "won")?.count ?? 0;
  const filterOf = (step: FunnelStep): Partial<InboxFilter> => ({ stages: stagesOf(step), ...period });
  return (
    <ChartCard
      id="funnel"
      heading={text.heading}
      chart={
        <HorizontalBars
          id="funnel"
          title={text.heading}
          description={text.description(received, won)}
          bars={steps.map((step) => ({ label: labelOf(step), value: step.count, text: String(step.count) }))}
        />
      }
      table={
        <FigureTable
          caption={text.caption}
          columns={[text.step, text.leads, text.share]}
          rows={steps.map((step) => ({
            key: step.key,
            label: labelOf(step),
            figures: [
              { value: step.count, to: inboxAddress(filterOf(step)) },
              { value: share(step.count, received), to: inboxAddress(filterOf(step)) },
            ],
          }))}
        />
      }
      csv={`/admin/charts/funnel.csv${periodQuery(period)}`}
    />
  );
}

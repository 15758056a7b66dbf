import { adminInboxPages, funnelStepLabel } from "~/content/pages/admin-inbox";
import { type Funnel, type FunnelStep, type Period, periodQuery } from "~/lib/charts";
import { inboxAddress } from "~/lib/inbox";
import { type LeadStage, type PipelineName, pipelines, stagesFrom } from "~/lib/lead-kinds";
import { ChartCard } from "./ChartCard";
import { HorizontalBars } from "./HorizontalBars";

const text = adminInboxPages.charts.funnel;

// A step counts leads at its stage or past it on the way to the pipeline's won stage.
function stagesOf(pipeline: PipelineName, step: FunnelStep): LeadStage[] {
  const { stages, won, lost } = pipelines[pipeline];
  if (step.key === "received") return [...stages];
  if (step.key === "still") return [stages[0]];
  return step.key === won || step.key === lost ? [step.key] : stagesFrom(step.key);
}

const share = (count: number, of: number) => `${of > 0 ? Math.round((count / of) * 100) : 0}%`;

export function FunnelChart({ funnel: { pipeline, steps }, period }: { funnel: Funnel; period: Period }) {
  const received = steps[0]?.count ?? 0;
  const won = steps.find((step) => step.key === pipelines[pipeline].won)?.count ?? 0;
  const id = pipeline === "sales" ? "funnel" : `funnel-${pipeline}`;
  const listOf = (step: FunnelStep) => inboxAddress({ stages: stagesOf(pipeline, step), ...period });
  return (
    <ChartCard
      id={id}
      heading={text.heading[pipeline]}
      chart={
        <HorizontalBars
          id={id}
          title={text.heading[pipeline]}
          description={text.description(received, won)}
          bars={steps.map((step) => ({
            label: funnelStepLabel(pipeline, step),
            value: step.count,
            text: String(step.count),
          }))}
        />
      }
      table={{
        caption: text.caption[pipeline],
        columns: [text.step, text.leads, text.share],
        rows: steps.map((step) => ({
          key: step.key,
          label: funnelStepLabel(pipeline, step),
          figures: [
            { value: step.count, to: listOf(step) },
            { value: share(step.count, received), to: listOf(step) },
          ],
        })),
      }}
      csv={`/admin/charts/funnel.csv${periodQuery(period)}`}
    />
  );
}

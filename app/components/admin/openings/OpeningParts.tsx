import { stageLabels } from "~/content/pages/admin-inbox";
import { adminOpeningsPages } from "~/content/pages/admin-openings";
import { type LeadStage, stagesOf } from "~/lib/lead-kinds";
import { Figures } from "../Figures";

const { states } = adminOpeningsPages;

export function OpeningState({ opening }: { opening: { filled: boolean; open: boolean } }) {
  const state = opening.filled ? states.filled : opening.open ? states.open : states.closed;
  return <span className="font-semibold text-brand-900">{state}</span>;
}

export const StageCounts = ({ stages }: { stages: Partial<Record<LeadStage, number>> }) => (
  <Figures figures={stagesOf("applications").map((stage) => [stageLabels[stage], stages[stage] ?? 0])} />
);

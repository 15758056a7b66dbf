import { stageLabels } from "~/content/pages/admin-inbox";
import { type LeadStage, stagesOf } from "~/lib/lead-kinds";
import { Figures } from "../Figures";

export const StageCounts = ({ stages }: { stages: Partial<Record<LeadStage, number>> }) => (
  <Figures figures={stagesOf("applications").map((stage) => [stageLabels[stage], stages[stage] ?? 0])} />
);

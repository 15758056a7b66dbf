import { pipelineLabels, stageLabels } from "~/content/pages/admin-inbox";
import { type LeadKind, pipelineNames, pipelines, stagesOf } from "~/lib/lead-kinds";

/** A kind's own stages; without a kind, each pipeline's in a group of its own. */
export function StageOptions({ kind }: { kind?: LeadKind | null }) {
  if (kind)
    return stagesOf(kind).map((stage) => (
      <option key={stage} value={stage}>
        {stageLabels[stage]}
      </option>
    ));
  return pipelineNames.map((name) => (
    <optgroup key={name} label={pipelineLabels[name]}>
      {pipelines[name].stages.map((stage) => (
        <option key={stage} value={stage}>
          {stageLabels[stage]}
        </option>
      ))}
    </optgroup>
  ));
}

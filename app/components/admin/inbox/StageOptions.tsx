import { stageLabels } from "~/content/pages/admin-pipeline";
import { leadStages } from "~/lib/pipeline";

/** The lead stages, in their order, as the options of a stage menu. */
export function StageOptions() {
  return leadStages.map((stage) => (
    <option key={stage} value={stage}>
      {stageLabels[stage]}
    </option>
  ));
}

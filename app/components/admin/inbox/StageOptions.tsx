import { stageLabels } from "~/content/pages/admin-pipeline";
import { leadStages } from "~/lib/pipeline";

export function StageOptions() {
  return leadStages.map((stage) => (
    <option key={stage} value={stage}>
      {stageLabels[stage]}
    </option>
  ));
}

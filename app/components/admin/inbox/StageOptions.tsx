import { stageLabels } from "~/content/pages/admin-inbox";
import { leadStages } from "~/lib/inbox";

export function StageOptions() {
  return leadStages.map((stage) => (
    <option key={stage} value={stage}>
      {stageLabels[stage]}
    </option>
  ));
}

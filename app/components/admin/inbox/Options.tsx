import { pipelineLabels, stageLabels } from "~/content/pages/admin-inbox";
import type { AdminChoice } from "~/lib/inbox";
import { type LeadKind, type LeadStage, pipelineNames, pipelines, stagesOf } from "~/lib/lead-kinds";
import { personName } from "~/lib/person";

/** The admins a lead can be given to, and the id of the one reading. */
export type Assignees = { admins: AdminChoice[]; me: string };

export function AssigneeOptions({ admins, me, you }: Assignees & { you: (name: string) => string }) {
  return admins.map((admin) => {
    const name = personName(admin);
    return (
      <option key={admin.id} value={admin.id}>
        {admin.id === me ? you(name) : `${name} (${admin.email})`}
      </option>
    );
  });
}

const stageOptions = (stages: readonly LeadStage[]) =>
  stages.map((stage) => (
    <option key={stage} value={stage}>
      {stageLabels[stage]}
    </option>
  ));

/** A kind's own stages; without a kind, each pipeline's in a group of its own. */
export function StageOptions({ kind }: { kind?: LeadKind | null }) {
  if (kind) return stageOptions(stagesOf(kind));
  return pipelineNames.map((name) => (
    <optgroup key={name} label={pipelineLabels[name]}>
      {stageOptions(pipelines[name].stages)}
    </optgroup>
  ));
}

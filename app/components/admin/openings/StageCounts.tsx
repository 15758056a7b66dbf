import { stageLabels } from "~/content/pages/admin-inbox";
import { type LeadStage, stagesOf } from "~/lib/lead-kinds";

/** Every hiring stage in order, with how many applicants are at it. */
export function StageCounts({ stages }: { stages: Partial<Record<LeadStage, number>> }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2">
      {stagesOf("applications").map((stage) => (
        <div key={stage} className="flex flex-col">
          <dt className="text-slate-700 text-sm">{stageLabels[stage]}</dt>
          <dd className="font-bold text-brand-900 text-xl">{stages[stage] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { type AdminChoice, type LeadRow, UNASSIGNED } from "~/lib/inbox";
import { personName } from "~/lib/person";
import type { InboxAction } from "~/lib/schemas/inbox";
import { ConfirmStep } from "../ConfirmStep";
import { leadName } from "./LeadsList";

const text = adminInboxPages.inbox.bulk.confirm;

export function BulkConfirm({
  question,
  action,
  admins,
}: {
  question: {
    action: InboxAction;
    count: number;
    leads: Pick<LeadRow, "id" | "name" | "email" | "summary">[];
  };
  action: string;
  admins: AdminChoice[];
}) {
  const { action: chosen, count, leads } = question;
  const assignee =
    chosen.intent === "assign" ? admins.find((admin) => admin.id === chosen.assignee) : undefined;
  const who = assignee ? personName(assignee) : text.nobody;
  const stage = chosen.intent === "stage" ? stageLabels[chosen.stage] : "";
  return (
    <ConfirmStep
      question={
        chosen.intent === "stage" ? text.move(count, stage, chosen.reason ?? "") : text.assign(count, who)
      }
      names={leads.map((lead) => ({ key: lead.id, name: leadName(lead) }))}
      more={count - leads.length}
      action={action}
      fields={[
        ["intent", chosen.intent],
        ...(chosen.intent === "stage"
          ? [["stage", chosen.stage] as const, ["reason", chosen.reason ?? ""] as const]
          : [["assignee", chosen.assignee ?? UNASSIGNED] as const]),
        ...chosen.ids.map((id) => ["ids", id] as const),
      ]}
      submit={chosen.intent === "stage" ? text.moveButton(count, stage) : text.assignButton(count, who)}
      cancel={action}
    />
  );
}

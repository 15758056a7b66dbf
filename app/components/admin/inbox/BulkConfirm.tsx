import { adminPipelinePages, stageLabels } from "~/content/pages/admin-pipeline";
import { personName } from "~/lib/person";
import type { AdminChoice, LeadRow } from "~/lib/pipeline";
import { UNASSIGNED } from "~/lib/pipeline";
import type { InboxAction } from "~/lib/schemas/pipeline";
import { ConfirmStep } from "../ConfirmStep";
import { leadName } from "./LeadsList";

const text = adminPipelinePages.inbox.bulk.confirm;

/** What the inbox's question needs: the action as the server read it, and the leads it would change. */
export interface LeadsQuestion {
  action: InboxAction;
  count: number;
  /** The first few leads, named as the list names them. */
  leads: Pick<LeadRow, "id" | "name" | "email" | "summary">[];
}

/** A bulk button's question: the stage or the admin, how many leads and which. */
export function BulkConfirm({
  question,
  csrfToken,
  action,
  admins,
}: {
  question: LeadsQuestion;
  csrfToken: string;
  /** The list's address, which the form posts to and Cancel goes back to. */
  action: string;
  admins: AdminChoice[];
}) {
  const { action: chosen, count, leads } = question;
  const assignee =
    chosen.intent === "assign" ? admins.find((admin) => admin.id === chosen.assignee) : undefined;
  const who = assignee ? personName(assignee) : text.nobody;
  const stage = chosen.intent === "stage" ? stageLabels[chosen.stage] : "";
  const more = count - leads.length;
  return (
    <ConfirmStep
      question={
        chosen.intent === "stage" ? text.move(count, stage, chosen.reason ?? "") : text.assign(count, who)
      }
      names={leads.map((lead) => ({ key: lead.id, name: leadName(lead) }))}
      more={more}
      action={action}
      fields={[
        ["_csrf", csrfToken],
        ["intent", chosen.intent],
        ...(chosen.intent === "stage"
          ? ([
              ["stage", chosen.stage],
              ["reason", chosen.reason ?? ""],
            ] as [string, string][])
          : ([["assignee", chosen.assignee ?? UNASSIGNED]] as [string, string][])),
        ...chosen.ids.map((id): [string, string] => ["ids", id]),
      ]}
      submit={chosen.intent === "stage" ? text.moveButton(count, stage) : text.assignButton(count, who)}
      cancel={action}
    />
  );
}

import { Link } from "react-router";
import { adminInboxPages, stageLabels, visitLabels } from "~/content/pages/admin-inbox";
import { type AdminChoice, type LeadRow, leadAddress, MAX_LOST_REASON_LENGTH, UNASSIGNED } from "~/lib/inbox";
import { type LeadKind, leadKindViews, pipelineOf } from "~/lib/lead-kinds";
import { personName } from "~/lib/person";
import type { InboxAction } from "~/lib/schemas/inbox";
import { BulkForm, type BulkList } from "../BulkTable";
import { ConfirmStep } from "../ConfirmStep";
import { secondaryButton } from "../controls";
import { useCsrfToken } from "../csrf";
import { AdminInput, AdminSelect } from "../SearchForm";
import { AssigneeOptions, type Assignees, StageOptions } from "./Options";

const text = adminInboxPages.inbox;

export const leadName = (row: Pick<LeadRow, "name" | "email" | "summary">) =>
  row.name || row.email || row.summary || text.unnamed;

export const leadsList: BulkList<LeadRow> = {
  caption: text.caption,
  empty: text.empty,
  select: { header: text.columns.select, label: (row) => text.selectRow(leadName(row)) },
  columns: [
    { header: text.columns.received, cell: (row) => row.receivedAt, className: "whitespace-nowrap" },
    { header: text.columns.kind, cell: (row) => leadKindViews[row.kind].label },
    {
      header: text.columns.lead,
      rowHeader: true,
      cell: (row) => (
        <Link to={leadAddress(row.id)} className="font-semibold text-brand-700 underline">
          {leadName(row)}
        </Link>
      ),
    },
    {
      header: text.columns.contact,
      cell: (row) => [row.email, row.mobile].filter(Boolean).join("\n"),
      className: "whitespace-pre-wrap",
    },
    { header: text.columns.summary, cell: (row) => row.summary, className: "whitespace-pre-wrap" },
    { header: text.columns.stage, cell: (row) => stageLabels[row.stage] },
    { header: text.columns.source, cell: (row) => visitLabels.sourceText(row.source) },
    { header: text.columns.assignee, cell: (row) => row.assignee ?? "" },
  ],
};

export function LeadsBulkActions({
  action,
  admins,
  me,
  kind,
}: Assignees & {
  action: string;
  /** The inbox's kind filter: its own stages alone. */
  kind: LeadKind | null;
}) {
  const bulk = text.bulk;
  return (
    <BulkForm
      action={action}
      csrfToken={useCsrfToken()}
      label={bulk.label}
      className="flex flex-wrap items-end gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <AdminSelect
        id="bulk-stage"
        name="stage"
        label={bulk.stage}
        defaultValue={kind ? pipelineOf(kind).stages[1] : "contacted"}
      >
        <StageOptions kind={kind} />
      </AdminSelect>
      <AdminInput id="bulk-reason" name="reason" label={bulk.reason} maxLength={MAX_LOST_REASON_LENGTH} />
      <button type="submit" name="intent" value="stage" className={secondaryButton}>
        {bulk.move}
      </button>
      <AdminSelect id="bulk-assignee" name="assignee" label={bulk.assignee} defaultValue={me}>
        <option value={UNASSIGNED}>{text.filters.nobody}</option>
        <AssigneeOptions admins={admins} me={me} you={text.filters.you} />
      </AdminSelect>
      <button type="submit" name="intent" value="assign" className={secondaryButton}>
        {bulk.assign}
      </button>
    </BulkForm>
  );
}

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
  const { nobody, move, assign, moveButton, assignButton } = text.bulk.confirm;
  const assignee =
    chosen.intent === "assign" ? admins.find((admin) => admin.id === chosen.assignee) : undefined;
  const who = assignee ? personName(assignee) : nobody;
  const stage = chosen.intent === "stage" ? stageLabels[chosen.stage] : "";
  return (
    <ConfirmStep
      question={chosen.intent === "stage" ? move(count, stage, chosen.reason ?? "") : assign(count, who)}
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
      submit={chosen.intent === "stage" ? moveButton(count, stage) : assignButton(count, who)}
    />
  );
}

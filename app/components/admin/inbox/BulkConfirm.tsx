import { Form, Link } from "react-router";
import { adminPipelinePages, stageLabels } from "~/content/pages/admin-pipeline";
import { CONFIRMED } from "~/lib/confirm";
import type { AdminChoice, LeadRow } from "~/lib/pipeline";
import { UNASSIGNED } from "~/lib/pipeline";
import type { InboxAction } from "~/lib/schemas/pipeline";
import { button, card, link } from "../controls";
import { leadName } from "./LeadsList";

const text = adminPipelinePages.inbox.bulk.confirm;

/** What the inbox's question needs: the action as the server read it, and the leads it would change. */
export interface LeadsQuestion {
  action: InboxAction;
  count: number;
  /** The first few leads, named as the list names them. */
  leads: Pick<LeadRow, "id" | "name" | "email" | "summary">[];
}

/**
 * A bulk button's question: what it does, to how many leads and which, and the form that does it,
 * posting the same selection back with the confirmation. It is the action's answer to the first
 * post, so it works without JavaScript; focus starts on its button, and Cancel shows the list again.
 */
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
  const who = assignee ? assignee.name || assignee.email : text.nobody;
  const stage = chosen.intent === "stage" ? stageLabels[chosen.stage] : "";
  const more = count - leads.length;
  return (
    <section aria-labelledby="bulk-confirm-heading" className={card}>
      <h2 id="bulk-confirm-heading" className="font-semibold text-lg text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-800">
        {chosen.intent === "stage" ? text.move(count, stage, chosen.reason ?? "") : text.assign(count, who)}
      </p>
      <ul className="list-disc pl-6 text-slate-700">
        {leads.map((lead) => (
          <li key={lead.id}>{leadName(lead)}</li>
        ))}
        {more > 0 ? <li>{text.more(more)}</li> : null}
      </ul>
      <Form method="post" action={action} className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name={CONFIRMED} value="yes" />
        <input type="hidden" name="intent" value={chosen.intent} />
        {chosen.intent === "stage" ? (
          <>
            <input type="hidden" name="stage" value={chosen.stage} />
            <input type="hidden" name="reason" value={chosen.reason ?? ""} />
          </>
        ) : (
          <input type="hidden" name="assignee" value={chosen.assignee ?? UNASSIGNED} />
        )}
        {chosen.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        {/* biome-ignore lint/a11y/noAutofocus: the question replaced the buttons; its answer is the next step. */}
        <button type="submit" autoFocus className={button}>
          {chosen.intent === "stage" ? text.moveButton(count, stage) : text.assignButton(count, who)}
        </button>
        <Link to={action} className={link}>
          {text.cancel}
        </Link>
      </Form>
    </section>
  );
}

import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { enrolmentPayments } from "~/content/pages/enrolment-payments";
import { inboxMessages as text } from "~/lib/inbox-messages";
import { messages } from "~/lib/messages";
import { personName } from "~/lib/person";
import type { InboxAction, LeadChange } from "~/lib/schemas/inbox";
import type { AppContext } from "../app-context.server";
import type { Actor } from "../audit/audit.server";
import { recordPayment } from "../courses/payments.server";
import type { FieldRefused } from "../field-refusal.server";
import { fail, succeed } from "../http/respond.server";
import { mailQueued } from "../mail/outbox.server";
import { addNote, assignLeads, moveLeads, replyToLead } from "./changes.server";
import { cancelInterview, type InterviewOutcome, setInterview } from "./interviews.server";

type Outcome = Awaited<ReturnType<typeof moveLeads>>;

const refusals = {
  "not-an-admin": [400, text.notAnAdmin, "assignee"],
  "other-pipeline": [400, text.stageOfOtherKind, "stage"],
  "lost-to-won": [400, text.notSelectedToHired, "stage"],
  "no-address": [409, text.noAddress, null],
  "not-found": [404, text.leadNotFound, null],
} as const;

/** Without `failed` the reason is the message itself: the lead page's status line names the problem. */
function answer(outcome: Outcome, done: string, failed?: string, detail?: string) {
  if (outcome.ok) return succeed(done, detail ? { detail } : {}, 200);
  const [status, reason, field] = refusals[outcome.reason];
  return fail(status, failed ?? reason, reason, field ? { [field]: reason } : undefined);
}

const refusedField = ({ status, field, message }: FieldRefused) =>
  fail(status, message, message, { [field]: message });

function answerInterview(outcome: InterviewOutcome) {
  if (!outcome.ok) return refusedField(outcome);
  mailQueued();
  return succeed(outcome.message, { id: outcome.interviewId }, 200);
}

export async function actOnLeads(
  { db, site }: Pick<AppContext, "db" | "site">,
  actor: Actor,
  action: InboxAction,
) {
  const count = action.ids.length;
  if (action.intent === "stage")
    return answer(
      await moveLeads(db, site.current().content.courses, actor, action.ids, action.stage, action.reason),
      text.stageChanged,
      messages.admin.saveFailed,
      text.leadsMoved(count, stageLabels[action.stage]),
    );
  const assignee = action.assignee
    ? await db
        .selectFrom("users")
        .select(["name", "email"])
        .where("id", "=", action.assignee)
        .executeTakeFirst()
    : undefined;
  const who = assignee ? personName(assignee) : adminInboxPages.inbox.bulk.confirm.nobody;
  return answer(
    await assignLeads(db, actor, action.ids, action.assignee),
    text.assigned,
    messages.admin.saveFailed,
    text.leadsAssigned(count, who),
  );
}

/** A reply, or a payment's receipt, wakes this process's outbox worker once it is committed. */
export async function actOnLead(
  { db, site, config }: Pick<AppContext, "db" | "site" | "config">,
  actor: Actor,
  id: string,
  action: LeadChange,
) {
  switch (action.intent) {
    case "stage":
      return answer(
        await moveLeads(db, site.current().content.courses, actor, [id], action.stage, action.reason),
        text.stageChanged,
      );
    case "assign":
      return answer(await assignLeads(db, actor, [id], action.assignee), text.assigned);
    case "note":
      return answer(await addNote(db, actor, id, action.note), text.noteAdded);
    case "reply": {
      const replied = await replyToLead(db, actor, id, action);
      if (replied.ok) mailQueued();
      return answer(replied, text.replySent);
    }
    case "payment": {
      const recorded = await recordPayment({ db, site, config }, actor, id, action);
      if (!recorded.ok) return refusedField(recorded);
      mailQueued();
      return succeed(enrolmentPayments.recorded(recorded.payment.receiptNumber), {}, 201);
    }
    case "interview":
      return answerInterview(
        await setInterview({ db, site, config }, actor, id, action, action.interview || null),
      );
    case "interview-cancel":
      return answerInterview(await cancelInterview({ db, site, config }, actor, id, action.interview));
  }
}

import type { ActionResult } from "~/lib/action-result";
import { isHoneypotFilled } from "~/lib/honeypot";
import type { AppContext } from "../app-context.server";
import { readForm } from "../http/form.server";
import { rateLimitRefusal } from "../http/rate-limited.server";
import { answerData } from "../http/respond.server";
import { timeOrderedId } from "../ids.server";
import { mailQueued } from "../mail/outbox.server";
import { rateCount, rateRules } from "../rate-limit.server";
import { acknowledge } from "./acknowledgement.server";
import type { LeadForm } from "./lead-forms.server";
import type { LeadWrites } from "./lead-store.server";

/** A lead's answer, decided before it is sent as the action's data. */
interface Answer {
  status: 200 | 201 | 400 | 408 | 413 | 415 | 429;
  body: ActionResult;
}

/**
 * The action of every public lead form, whether a page posts it or an API client sends JSON: read
 * and validate the body, drop honeypot hits silently, store the lead with its notification,
 * acknowledge it to the visitor, answer with the spec's message (JSON for API clients through
 * entry.server).
 * The request is counted against the rate limit in the same commit as the lead, which is stored
 * only when the count allows it; over the limit the answer is 429 whatever the body was.
 */
export async function submitLead(request: Request, context: AppContext, form: LeadForm) {
  const { failed, saved } = form.text;
  const input = await readForm(request, form.schema);
  let answer: Answer;
  let store: LeadWrites | null = null;
  if (!input.ok) {
    const { status, details, fields } = input;
    answer = { status, body: { ok: false, error: failed, details, fields } };
  } else if (isHoneypotFilled(input.values)) {
    context.log.info("honeypot filled: submission dropped");
    answer = { status: 201, body: { ok: true, message: saved, id: timeOrderedId() } };
  } else {
    const prepared = await form.writes(context, input.value);
    store = prepared;
    answer = { status: 201, body: { ok: true, message: saved, ...prepared.extra } };
  }
  const count = rateCount(context.db, rateRules.lead, context.clientIp, context.config.RATE_LIMIT_FACTOR);
  const [counted] = await context.writes.commit([count.query, ...(store?.queries ?? [])], count.guard);
  const verdict = count.verdict(counted);
  if (!verdict.allowed)
    return answerData(rateLimitRefusal(context, rateRules.lead, failed, verdict.retryAfterSeconds));
  if (store) {
    // The lead is on disk: its acknowledgement is a courtesy that must not turn the answer into an
    // error (docs/decisions/036).
    const { acknowledgement } = store;
    if (acknowledgement)
      await acknowledge(context, acknowledgement).catch((error: unknown) =>
        context.log.error({ err: error, leadId: acknowledgement.leadId }, "acknowledgement not written"),
      );
    mailQueued();
  }
  return answerData(answer);
}

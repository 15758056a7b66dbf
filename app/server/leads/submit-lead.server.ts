import type { ActionResult } from "~/lib/action-result";
import { isHoneypotFilled } from "~/lib/honeypot";
import type { AppContext } from "../app-context.server";
import { type FormRead, readForm } from "../http/form.server";
import { type RateLimitContext, rateLimitRefusal } from "../http/rate-limited.server";
import { answerData } from "../http/respond.server";
import { timeOrderedId } from "../ids.server";
import { mailQueued } from "../mail/outbox.server";
import { rateCount, rateRules } from "../rate-limit.server";
import { acknowledge } from "./acknowledgement.server";
import type { LeadForm } from "./lead-forms.server";
import type { LeadWrites } from "./lead-store.server";

/** An action's answer before it is sent: as page data, or as JSON by the lean path. */
export interface Answer {
  status: 200 | 201 | 400 | 408 | 413 | 415 | 429;
  body: ActionResult;
  /** Seconds, for a rate-limit refusal. */
  retryAfter?: number;
}

/** What a lead's handling needs of the request's context. */
export type LeadContext = RateLimitContext & Pick<AppContext, "site">;

/**
 * The path of every public lead form, whichever way it arrives: read and validate the body, drop
 * honeypot hits silently, store the lead with its notification, acknowledge it to the visitor,
 * answer with the spec's message.
 * The request is counted against the rate limit in the same commit as the lead, which is stored
 * only when the count allows it; over the limit the answer is 429 whatever the body was. `read`
 * reads the body (a web Request for actions, Node's request for the lean path).
 */
export async function answerLead(
  context: LeadContext,
  form: LeadForm,
  read: (schema: LeadForm["schema"]) => Promise<FormRead<unknown>>,
): Promise<Answer> {
  const { failed, saved } = form.text;
  const input = await read(form.schema);
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
  if (!verdict.allowed) return rateLimitRefusal(context, rateRules.lead, failed, verdict.retryAfterSeconds);
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
  return answer;
}

/** A lead form's action: the answer as page data (JSON for API clients through entry.server). */
export async function submitLead(request: Request, context: AppContext, form: LeadForm) {
  return answerData(await answerLead(context, form, (schema) => readForm(request, schema)));
}

import type { ActionResult } from "~/lib/action-result";
import { isHoneypotFilled } from "~/lib/honeypot";
import { visitorOfRequest } from "../analytics/view-buffer.server";
import type { AppContext } from "../app-context.server";
import { type FormRead, readForm } from "../http/form.server";
import { wantsJson } from "../http/negotiate.server";
import { rateLimitRefusal } from "../http/rate-limited.server";
import { answerData } from "../http/respond.server";
import { answeringStorageFaults } from "../http/storage-faults.server";
import { timeOrderedId } from "../ids.server";
import { mailQueued } from "../mail/outbox.server";
import { leadTaken } from "../metrics.server";
import { rateRules, takeRateLimit } from "../rate-limit.server";
import type { LeadForm } from "./lead-forms.server";
import { LeadRefused } from "./lead-store.server";
import { leadVisit } from "./lead-visit.server";

interface Answer {
  status: 200 | 201 | 400 | 408 | 409 | 413 | 415 | 429;
  body: ActionResult;
  /** Seconds, for a rate-limit refusal. */
  retryAfter?: number;
}

/**
 * The rate-limit count and the lead commit together, so a 201 means all of it is on disk. Over the
 * limit the answer is 429 whatever the body was.
 */
export async function submitLead(request: Request, context: AppContext, form: LeadForm) {
  return answeringStorageFaults(context, form.text.failed, ["database"], async () =>
    answerData(await answerLead(request, context, form)),
  );
}

async function answerLead(request: Request, context: AppContext, form: LeadForm): Promise<Answer> {
  const { failed, saved } = form.text;
  const schema = typeof form.schema === "function" ? await form.schema(context) : form.schema;
  const input = await readForm(request, schema);
  const trapped = input.ok && isHoneypotFilled(input.values);
  const storing = await storeLead(request, context, form, input, trapped);
  if (storing instanceof LeadRefused) {
    const { fields, message: details } = storing;
    return { status: 409, body: { ok: false, error: failed, details, fields } };
  }
  const { verdict, stored } = storing;
  if (!verdict.allowed) return rateLimitRefusal(context, rateRules.lead, failed, verdict.retryAfterSeconds);
  if (!input.ok) {
    const { status, details, fields } = input;
    return { status, body: { ok: false, error: failed, details, fields } };
  }
  if (!stored) {
    context.log.info("honeypot filled: submission dropped");
    return { status: 201, body: { ok: true, message: saved, id: timeOrderedId() } };
  }
  mailQueued();
  if (!form.storedLater) leadTaken(form.kind);
  const { api } = form;
  const forApi = api && wantsJson(request) && new URL(request.url).pathname === api.path;
  const answer = forApi ? api.answer(stored) : stored;
  return { status: 201, body: { ok: true, message: saved, ...answer } };
}

async function storeLead<T>(
  request: Request,
  context: AppContext,
  form: LeadForm,
  input: FormRead<T>,
  trapped: boolean,
) {
  // Before the transaction: on SQLite the day's salt cannot be read beside it. Only for a lead that
  // may be stored, so a refused body writes nothing, not even the day's salt.
  const visitor = input.ok && !trapped ? await visitorOfRequest(context, request) : "";
  try {
    return await context.db.transaction().execute(async (trx) => {
      const { clientIp, config } = context;
      const verdict = await takeRateLimit(trx, rateRules.lead, clientIp, config.RATE_LIMIT_FACTOR);
      const storing = verdict.allowed && input.ok && !trapped;
      if (!storing) return { verdict, stored: null };
      const visit = leadVisit(request, input.values, config.APP_URL, visitor);
      return { verdict, stored: await form.store(trx, context, input.value, visit) };
    });
  } catch (error) {
    if (error instanceof LeadRefused) return error;
    throw error;
  }
}

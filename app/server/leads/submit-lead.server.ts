import type { z } from "zod";
import type { SuccessExtra } from "~/lib/action-result";
import { isHoneypotFilled } from "~/lib/honeypot";
import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { readInput } from "../http/input.server";
import { fail, succeed } from "../http/respond.server";
import { newId } from "../ids.server";
import { mailQueued } from "../mail/outbox.server";
import { type RateRule, rateRules, takeRateLimit } from "../rate-limit.server";

export interface LeadMessages {
  saved: string;
  failed: string;
}

/**
 * Counts the request against the client's rate limit. The refusal, when there is one, is the form's
 * failure message with how long to wait.
 */
export async function checkRateLimit(context: AppContext, rule: RateRule, failed: string) {
  const verdict = await takeRateLimit(context, rule, context.clientIp, context.config.RATE_LIMIT_FACTOR);
  if (verdict.allowed) return null;
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  context.log.warn({ rule: rule.name, ip: context.clientIp }, "rate limited");
  return fail(429, failed, messages.generic.rateLimited(minutes), undefined, {
    "Retry-After": String(verdict.retryAfterSeconds),
  });
}

/**
 * The path of every public lead form: rate limit, read and validate the body, drop honeypot hits
 * silently, store the lead with its notification, answer with the spec's message.
 */
export async function submitLead<S extends z.ZodType>(
  request: Request,
  context: AppContext,
  schema: S,
  text: LeadMessages,
  save: (value: z.infer<S>) => Promise<SuccessExtra & { id: string }>,
) {
  const limited = await checkRateLimit(context, rateRules.lead, text.failed);
  if (limited) return limited;
  const input = await readInput(request, schema, text.failed);
  if (!input.ok) return input.response;
  if (isHoneypotFilled(input.payload)) {
    context.log.info("honeypot filled: submission dropped");
    return succeed(text.saved, { id: newId() });
  }
  const saved = await save(input.value);
  mailQueued();
  return succeed(text.saved, saved);
}

import type { ActionResult } from "~/lib/action-result";
import { secondsUntilNextIndiaDay } from "~/lib/india-days";
import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { rateLimitRefused } from "../metrics.server";
import { type RateRule, takeRateLimit } from "../rate-limit.server";
import { answerData } from "./respond.server";

/** What answering a rate-limited action needs of the request's context. */
export type RateLimitContext = Pick<AppContext, "db" | "config" | "log" | "clientIp">;

/** A refusal over a rate limit: the form's failure message with how long to wait. */
export interface RateLimitRefusal {
  status: 429;
  body: ActionResult;
  /** Seconds, for the Retry-After header. */
  retryAfter: number;
}

export function rateLimitRefusal(
  context: Pick<RateLimitContext, "log" | "clientIp">,
  rule: RateRule,
  failed: string,
  retryAfter: number,
  /** More to log with the refusal, such as the account it was for. */
  about: Record<string, string> = {},
): RateLimitRefusal {
  context.log.warn({ rule: rule.name, ip: context.clientIp, ...about }, "rate limited");
  rateLimitRefused(rule.name);
  const minutes = Math.ceil(retryAfter / 60);
  return {
    status: 429,
    body: { ok: false, error: failed, details: messages.generic.rateLimited(minutes) },
    retryAfter,
  };
}

/**
 * Counts the request against its rule, for every action that limits a client (leads, uploads,
 * login, registration, account mails, not-found reports): the refusal as the action's answer, or
 * null when allowed.
 */
export async function checkRateLimit(context: RateLimitContext, rule: RateRule, failed: string) {
  const verdict = await takeRateLimit(context.db, rule, context.clientIp, context.config.RATE_LIMIT_FACTOR);
  return verdict.allowed
    ? null
    : answerData(rateLimitRefusal(context, rule, failed, verdict.retryAfterSeconds));
}

/**
 * The answer to a signed-in owner whose new address has had its verification mail of the day (the
 * acknowledgement's budgets, decision 036): 429 until the next India day, nothing changed.
 */
export function refuseVerificationMail(context: Pick<RateLimitContext, "log" | "clientIp">, failed: string) {
  const retryAfter = secondsUntilNextIndiaDay();
  context.log.warn({ ip: context.clientIp }, "verification budget spent");
  return answerData({
    status: 429,
    body: { ok: false, error: failed, details: messages.generic.rateLimited(Math.ceil(retryAfter / 60)) },
    retryAfter,
  });
}

import type { ActionResult } from "~/lib/action-result";
import { secondsUntilNextIndiaDay } from "~/lib/india-days";
import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { rateLimitRefused } from "../metrics.server";
import { type RateRule, takeRateLimit } from "../rate-limit.server";
import { answerData } from "./respond.server";

export type RateLimitContext = Pick<AppContext, "db" | "config" | "log" | "clientIp">;

export function rateLimitRefusal(
  context: Pick<RateLimitContext, "log" | "clientIp">,
  rule: RateRule,
  failed: string,
  retryAfter: number,
  about: Record<string, string> = {},
) {
  context.log.warn({ rule: rule.name, ip: context.clientIp, ...about }, "rate limited");
  rateLimitRefused(rule.name);
  return tooManyTries(failed, retryAfter);
}

export const tooManyTries = (failed: string, retryAfter: number) => ({
  status: 429 as const,
  body: {
    ok: false,
    error: failed,
    details: messages.generic.rateLimited(Math.ceil(retryAfter / 60)),
  } satisfies ActionResult,
  retryAfter,
});

export async function checkRateLimit(context: RateLimitContext, rule: RateRule, failed: string) {
  const verdict = await takeRateLimit(context.db, rule, context.clientIp, context.config.RATE_LIMIT_FACTOR);
  return verdict.allowed
    ? null
    : answerData(rateLimitRefusal(context, rule, failed, verdict.retryAfterSeconds));
}

/** 429 until the next India day, when the new address's verification budget renews. */
export function refuseVerificationMail(context: Pick<RateLimitContext, "log" | "clientIp">, failed: string) {
  context.log.warn({ ip: context.clientIp }, "verification budget spent");
  return answerData(tooManyTries(failed, secondsUntilNextIndiaDay()));
}

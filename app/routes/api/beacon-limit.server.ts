import { type RateRule, rateLimitAddress, rateRules } from "~/server/rate-limit.server";

/** The one seen longest ago is forgotten first. */
const MAX_ADDRESSES = 20_000;

/**
 * In memory, so a flood costs the database nothing; each worker counts its own. A rule counts only
 * when the rules before it allowed the request, so refusals in a busy second do not use up the day.
 */
export function memoryRateLimit(rules: readonly RateRule[], maxSubjects = MAX_ADDRESSES) {
  const subjects = new Map<string, { start: number; hits: number }[]>();
  return {
    take(subject: string, factor = 1, now = Date.now()) {
      const key = rateLimitAddress(subject);
      const windows = subjects.get(key) ?? rules.map(() => ({ start: now, hits: 0 }));
      // Most recently seen last, so that the first key is the one to forget.
      subjects.delete(key);
      subjects.set(key, windows);
      if (subjects.size > maxSubjects) subjects.delete(subjects.keys().next().value as string);
      for (const [index, rule] of rules.entries()) {
        const window = windows[index] as { start: number; hits: number };
        const windowMs = rule.windowSeconds * 1000;
        if (now - window.start >= windowMs) {
          window.start = now;
          window.hits = 0;
        }
        window.hits += 1;
        if (window.hits > rule.limit * factor)
          return {
            allowed: false as const,
            rule,
            retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
          };
      }
      return { allowed: true as const };
    },
  };
}

export const beaconLimit = memoryRateLimit([rateRules.beacon, rateRules.beaconDaily]);

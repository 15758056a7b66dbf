import { type RateRule, rateLimitAddress, rateRules } from "../rate-limit.server";

/** Addresses a worker remembers at most; the one seen longest ago is forgotten first. */
const MAX_ADDRESSES = 20_000;

export interface MemoryRateLimit {
  /** Counts one request of `subject`: allowed only within every rule, a refusal naming its rule. */
  take(
    subject: string,
    factor?: number,
    now?: number,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: RateRule };
}

/**
 * Fixed windows per client address (`rateLimitAddress`) kept in this process's memory: no write
 * per request, so a flood costs the database nothing. A rule is counted only when the rules
 * before it allowed the request, so refusals in a busy second do not use up the day. Each worker
 * counts its own requests: an address gets at most the limits times the workers.
 */
export function memoryRateLimit(rules: readonly RateRule[], maxSubjects = MAX_ADDRESSES): MemoryRateLimit {
  const subjects = new Map<string, { start: number; hits: number }[]>();
  return {
    take(subject, factor = 1, now = Date.now()) {
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
            allowed: false,
            rule,
            retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
          };
      }
      return { allowed: true };
    },
  };
}

/** This worker's count of page-view beacons per address: a few a second, a few thousand a day. */
export const beaconLimit = memoryRateLimit([rateRules.beacon, rateRules.beaconDaily]);

import { describe, expect, it } from "vitest";
import { memoryRateLimit } from "./beacon-limit.server";

const second = { name: "second", limit: 3, windowSeconds: 1 };
const day = { name: "day", limit: 5, windowSeconds: 24 * 60 * 60 };
const T0 = Date.parse("2026-12-05T10:00:00Z");

describe("memoryRateLimit", () => {
  it("allows a few a second and a few a day per address; refusals in a busy second do not use up the day", () => {
    const limit = memoryRateLimit([second, day]);
    const verdicts = Array.from({ length: 10 }, () => limit.take("203.0.113.7", 1, T0));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
    expect(verdicts[3]).toEqual({ allowed: false, rule: second, retryAfterSeconds: 1 });
    // Another address has limits of its own; an IPv6 /64 is one address.
    expect(limit.take("203.0.113.8", 1, T0).allowed).toBe(true);
    expect(limit.take("2001:db8:1:2::1", 1, T0).allowed).toBe(true);
    expect(limit.take("2001:db8:1:2::ffff", 1, T0).allowed).toBe(true);
    expect(limit.take("2001:db8:1:2:abcd::", 1, T0).allowed).toBe(true);
    expect(limit.take("2001:db8:1:2::2", 1, T0).allowed).toBe(false);
    // The next second, two more make the day's five; then the day refuses, until it is over.
    expect(limit.take("203.0.113.7", 1, T0 + 1000).allowed).toBe(true);
    expect(limit.take("203.0.113.7", 1, T0 + 1000).allowed).toBe(true);
    expect(limit.take("203.0.113.7", 1, T0 + 2000)).toEqual({
      allowed: false,
      rule: day,
      retryAfterSeconds: 24 * 60 * 60 - 2,
    });
    expect(limit.take("203.0.113.7", 1, T0 + 24 * 60 * 60 * 1000).allowed).toBe(true);
  });

  it("loosens by the factor, and forgets the address seen longest ago beyond its size", () => {
    const loose = memoryRateLimit([second], 2);
    expect(Array.from({ length: 7 }, () => loose.take("a", 2, T0).allowed).filter(Boolean)).toHaveLength(6);
    expect(loose.take("b", 1, T0).allowed).toBe(true);
    loose.take("c", 1, T0);
    // "a" was forgotten when "c" came: its second starts again.
    expect(loose.take("a", 1, T0).allowed).toBe(true);
  });
});

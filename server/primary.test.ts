import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { backoffMs, workerCount } from "./primary.js";

describe("WEB_CONCURRENCY", () => {
  it("defaults to one worker per core this process may use", () => {
    expect(workerCount(undefined)).toBe(availableParallelism());
    expect(workerCount("")).toBe(availableParallelism());
  });

  it("takes a whole number from 1 to 64", () => {
    expect(workerCount("1")).toBe(1);
    expect(workerCount("64")).toBe(64);
  });

  it.each(["0", "65", "1.5", "two", "-2"])("refuses %j with one line naming the variable", (value) => {
    expect(() => workerCount(value)).toThrow(
      expect.objectContaining({
        name: "ConfigError",
        message: `Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${value}")`,
      }),
    );
  });
});

describe("the restart backoff", () => {
  it("replaces the first worker to end at once, then waits twice as long each time, up to 30 s", () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([0, 250, 500, 1000, 2000]);
    expect(backoffMs(20)).toBe(30_000);
  });
});

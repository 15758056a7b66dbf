import { describe, expect, it } from "vitest";
import { FLAT_MIB_PER_MINUTE, rssSlope, soakVerdict } from "./verdict.js";

const run = (values: number[]) => values.map((workersMiB, index) => ({ minute: index + 6, workersMiB }));

describe("the soak's verdict", () => {
  it("measures the slope of the memory in MiB a minute", () => {
    expect(rssSlope(run([100, 102, 104, 106]))).toBeCloseTo(2);
    expect(rssSlope(run([150, 149, 151, 150, 150]))).toBeCloseTo(0.1);
    expect(rssSlope(run([120]))).toBe(0);
  });

  it("passes a flat run without errors whose outbox drained", () => {
    const verdict = soakVerdict({ slope: 0.1, errors: 0, outboxDepth: 0 });
    expect(verdict.ok).toBe(true);
    expect(verdict.reasons).toEqual(["memory flat (0.10 ≤ 0.5 MiB a minute)", "no errors", "outbox drained"]);
  });

  it("fails a run whose memory grows, that had errors, or whose mail is left", () => {
    expect(soakVerdict({ slope: FLAT_MIB_PER_MINUTE + 0.01, errors: 0, outboxDepth: 0 }).ok).toBe(false);
    expect(soakVerdict({ slope: 0, errors: 1, outboxDepth: 0 }).reasons).toContain("1 errors");
    expect(soakVerdict({ slope: 0, errors: 0, outboxDepth: 3 }).reasons).toContain(
      "outbox stuck with 3 mails unsent",
    );
  });
});

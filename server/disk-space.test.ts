import { describe, expect, it } from "vitest";
import { diskVerdict } from "./cluster-metrics.js";

/** Runs the checks in order, as the primary does, and gives what each said. */
function said(freeShares: number[]) {
  let low = false;
  return freeShares.map((share) => {
    const verdict = diskVerdict(low, { free: share * 1000, size: 1000 });
    low = verdict.low;
    return verdict.say;
  });
}

describe("the free-disk warning", () => {
  it("says nothing while more than 10% is free", () => {
    expect(said([0.5, 0.3, 0.1])).toEqual([null, null, null]);
  });

  it("warns once when the free space drops under 10%, not at every check after", () => {
    expect(said([0.2, 0.09, 0.05, 0.01, 0.0])).toEqual([null, "low", null, null, null]);
  });

  it("warns again only after the space has recovered in between", () => {
    expect(said([0.05, 0.06, 0.2, 0.3, 0.08, 0.07])).toEqual(["low", null, "recovered", null, "low", null]);
  });

  it("takes a file system that reports no size as not low", () => {
    expect(diskVerdict(false, { free: 0, size: 0 })).toEqual({ low: false, say: null });
  });
});

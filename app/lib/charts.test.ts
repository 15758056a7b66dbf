import { describe, expect, it } from "vitest";
import { barLength } from "./charts";

describe("barLength", () => {
  it("scales a count to the length the largest fills, and draws nothing when all are zero", () => {
    expect(barLength(5, 20, 200)).toBe(50);
    expect(barLength(20, 20, 200)).toBe(200);
    expect(barLength(0, 0, 200)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { courseKeys, courses, formatFee, totalFees } from "./courses";

describe("course catalogue", () => {
  it("holds the spec's eleven courses and fees", () => {
    expect(Object.fromEntries(courses.map((course) => [course.key, course.fee]))).toEqual({
      cProgramming: 2000,
      cppProgramming: 3000,
      javaProgramming: 4000,
      phpProgramming: 2500,
      pythonProgramming: 3000,
      angularUi: 3500,
      mongoose: 2800,
      mongoDb: 2200,
      nodeJs: 3200,
      expressJs: 2900,
      otherPlatform: 1500,
    });
  });

  it("adds the fees of the chosen courses, each once", () => {
    expect(totalFees([])).toBe(0);
    expect(totalFees(["cProgramming", "javaProgramming", "javaProgramming"])).toBe(6000);
    expect(totalFees(courseKeys)).toBe(30_600);
  });

  it("formats fees in dollars", () => {
    expect(formatFee(2500)).toBe("$2,500");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import { coursePath, courseSlug, enrolPath } from "./course-paths";
import {
  COURSE_KEY,
  type Course,
  courseKeyFor,
  feesOf,
  formatBatchDate,
  formatFee,
  formatTotals,
  isCurrency,
  reservedCourseKeys,
  totalsOf,
} from "./courses";

const { courses } = defaultCourses;

/** The seeded courses are all in dollars: their total in dollars. */
const totalFees = (catalogue: readonly Course[], chosen: Iterable<string>) =>
  totalsOf(feesOf(catalogue, chosen)).USD ?? 0;

describe("course fees", () => {
  it("adds the fees of the chosen courses of the catalogue given, each once, ignoring keys it lacks", () => {
    expect(totalFees(courses, [])).toBe(0);
    expect(totalFees(courses, ["cProgramming", "javaProgramming", "javaProgramming"])).toBe(6000);
    expect(totalFees(courses, ["rust", "constructor", "__proto__"])).toBe(0);
    expect(
      totalFees(
        courses,
        courses.map((course) => course.key),
      ),
    ).toBe(30_600);
  });

  it("follows the catalogue it is given: a changed fee and a new course", () => {
    const changed: Course[] = [
      ...courses.map((course) => (course.key === "javaProgramming" ? { ...course, fee: 4500 } : course)),
      { ...courses[0], key: "rust", name: "Rust", fee: 5000 } as Course,
    ];
    expect(totalFees(changed, ["javaProgramming", "rust"])).toBe(9500);
    expect(feesOf(changed, ["rust", "javaProgramming"])).toEqual([
      { key: "javaProgramming", label: "Java", fee: 4500, currency: "USD" },
      { key: "rust", label: "Rust", fee: 5000, currency: "USD" },
    ]);
  });

  it("totals each currency apart, dollars first, and writes the totals joined by a plus", () => {
    const mixed: Course[] = courses.map((course) =>
      course.key === "javaProgramming" ? { ...course, fee: 18_000, currency: "INR" } : course,
    );
    const totals = totalsOf(feesOf(mixed, ["javaProgramming", "cProgramming", "nodeJs"]));
    expect(totals).toEqual({ USD: 5200, INR: 18_000 });
    expect(Object.keys(totals)).toEqual(["USD", "INR"]);
    expect(formatTotals(totals)).toBe("$5,200 + ₹18,000");
    expect(formatTotals(totalsOf(feesOf(mixed, ["javaProgramming"])))).toBe("₹18,000");
    expect(formatTotals({}, "INR")).toBe("₹0");
    expect(formatTotals({})).toBe("$0");
  });

  it("for any choice of courses in either currency, each total is the sum of that currency's fees", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            fee: fc.integer({ min: 1, max: 10_000_000 }),
            currency: fc.constantFrom("USD", "INR") as fc.Arbitrary<"USD" | "INR">,
          }),
        ),
        (fees) => {
          const totals = totalsOf(fees);
          for (const currency of ["USD", "INR"] as const) {
            const owed = fees.filter((fee) => fee.currency === currency);
            expect(totals[currency]).toBe(
              owed.length > 0 ? owed.reduce((sum, fee) => sum + fee.fee, 0) : undefined,
            );
          }
        },
      ),
    );
  });

  it("for any choice, the total is the sum of the chosen courses' fees, in catalogue order", () => {
    fc.assert(
      fc.property(fc.subarray([...courses]), fc.array(fc.string()), (chosen, noise) => {
        const keys = [...chosen.map((course) => course.key), ...noise];
        const paid = feesOf(courses, [...keys].reverse());
        expect(paid.map((fee) => fee.key)).toEqual(chosen.map((course) => course.key));
        expect(totalFees(courses, keys)).toBe(chosen.reduce((sum, course) => sum + course.fee, 0));
      }),
    );
  });
});

describe("formatFee", () => {
  it("writes dollars grouped in thousands, as the spec's form did", () => {
    expect(formatFee(2500, "USD")).toBe("$2,500");
    expect(formatFee(0, "USD")).toBe("$0");
    expect(formatFee(100_000, "USD")).toBe("$100,000");
  });

  it("writes rupees grouped the Indian way", () => {
    expect(formatFee(2000, "INR")).toBe("₹2,000");
    expect(formatFee(100_000, "INR")).toBe("₹1,00,000");
    expect(formatFee(12_345_678, "INR")).toBe("₹1,23,45,678");
    expect(formatFee(999, "INR")).toBe("₹999");
  });

  it("knows only the catalogue's currencies", () => {
    expect(isCurrency("USD")).toBe(true);
    expect(isCurrency("INR")).toBe(true);
    expect(isCurrency("EUR")).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});

describe("formatBatchDate", () => {
  it("writes a batch's day whatever the time zone, and nothing while it is to be announced", () => {
    expect(formatBatchDate("2027-01-10")).toBe("10 January 2027");
    expect(formatBatchDate("")).toBeNull();
  });
});

describe("a new course's key", () => {
  it("is its name's words in camelCase, as the spec's keys are", () => {
    expect(courseKeyFor("Machine Learning", new Set())).toBe("machineLearning");
    expect(courseKeyFor("  C++ programming ", new Set())).toBe("cProgramming");
    expect(courseKeyFor("Français Avancé", new Set())).toBe("francaisAvance");
  });

  it("never starts with a digit, is never a field of the course form, and is unique among those taken", () => {
    expect(courseKeyFor("3D Modelling", new Set())).toBe("dModelling");
    expect(courseKeyFor("Email", new Set())).toBe("courseemail");
    expect(courseKeyFor("हिंदी", new Set())).toBe("course");
    expect(courseKeyFor("Rust", new Set(["rust", "rust2"]))).toBe("rust3");
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const key = courseKeyFor(name, new Set(reservedCourseKeys));
        expect(key).toMatch(COURSE_KEY);
        expect(reservedCourseKeys).not.toContain(key);
      }),
    );
  });
});

describe("course addresses", () => {
  it("name a course's page after its key, in words joined by hyphens", () => {
    expect(coursePath("cProgramming")).toBe("/courses/c-programming");
    expect(coursePath("angularUi")).toBe("/courses/angular-ui");
    expect(coursePath("mongoDb")).toBe("/courses/mongo-db");
    expect(courseSlug("course3dModelling2")).toBe("course3d-modelling2");
    expect(enrolPath("cppProgramming")).toBe("/online-course?course=cppProgramming");
  });
});

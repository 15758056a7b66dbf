import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import { onlineCoursePage } from "~/content/pages/online-course";
import {
  batchField,
  COURSES_FIELD,
  type OfferedBatch,
  type OfferedCourse,
  reservedCourseKeys,
  unavailableBatchMessage,
  unavailableMessages,
} from "../courses";
import { messages } from "../messages";
import { validate } from "../validation";
import { courseEnrolmentSchemaFor } from "./course-enrolment";

const base = { mobile: "9876543210", email: "kiran@example.com" };

const offered = (course: (typeof defaultCourses.courses)[number]): OfferedCourse => ({
  ...course,
  batches: course.batches.map((batch) => ({ ...batch, seatsLeft: batch.seats, unavailable: null })),
  unavailable: null,
});
const seeded = defaultCourses.courses.map(offered);
const seededKeys = seeded.map((course) => course.key);
const rust: OfferedCourse = { ...seeded[0], key: "rust", name: "Rust", fee: 5000 } as OfferedCourse;
const schema = courseEnrolmentSchemaFor(seeded);

describe("course enrolment, for the catalogue on offer", () => {
  it("reads JSON booleans and lists the chosen courses", () => {
    const result = validate(schema, { ...base, javaProgramming: true, nodeJs: false });
    expect(result).toEqual({
      ok: true,
      value: { ...base, description: undefined, chosen: ["javaProgramming"], batches: {} },
    });
  });

  it("reads an HTML form's checked boxes ('on') and lists the chosen courses in catalogue order", () => {
    const result = validate(schema, { ...base, otherPlatform: "on", cProgramming: "on", mongoDb: "" });
    expect(result.ok && result.value.chosen).toEqual(["cProgramming", "otherPlatform"]);
  });

  it("takes the spec's eleven keys for the seeded courses, and drops a total sent by the client", () => {
    const result = validate(schema, {
      ...base,
      ...Object.fromEntries(seededKeys.map((key) => [key, true])),
      totalFees: 1,
      total_fees: 1,
    });
    expect(result.ok && result.value).toEqual({
      ...base,
      description: undefined,
      chosen: seededKeys,
      batches: {},
    });
  });

  it("takes a new course's key once the catalogue has it, and ignores it before", () => {
    expect(validate(schema, { ...base, rust: true, cProgramming: true })).toMatchObject({
      ok: true,
      value: { chosen: ["cProgramming"] },
    });
    const withRust = courseEnrolmentSchemaFor([...seeded, rust]);
    expect(validate(withRust, { ...base, rust: true, cProgramming: true })).toMatchObject({
      ok: true,
      value: { chosen: ["cProgramming", "rust"] },
    });
    expect(validate(withRust, { ...base, rust: "maybe", cProgramming: true })).toEqual({
      ok: false,
      fields: { rust: "Must be true or false." },
    });
  });

  it("refuses a closed course or a full batch under the course's name, and takes it unticked", () => {
    const catalogue = [
      ...seeded.slice(0, 2),
      { ...rust, unavailable: "full" as const },
      { ...seeded[2], batches: [], unavailable: "closed" as const } as OfferedCourse,
    ];
    const limited = courseEnrolmentSchemaFor(catalogue);
    expect(validate(limited, { ...base, rust: true, javaProgramming: "on", cProgramming: true })).toEqual({
      ok: false,
      fields: { rust: unavailableMessages.full("Rust"), javaProgramming: unavailableMessages.closed("Java") },
    });
    expect(validate(limited, { ...base, rust: false, cProgramming: true })).toMatchObject({
      ok: true,
      value: { chosen: ["cProgramming"] },
    });
  });

  it("takes the batch chosen for a ticked course, as its day or 'tba', and refuses one not taking enrolments", () => {
    const batch = (startsOn: string, changes: Partial<OfferedBatch> = {}): OfferedBatch => ({
      startsOn,
      timing: "",
      mode: "classroom",
      place: "Andheri",
      seats: 20,
      open: true,
      seatsLeft: 20,
      unavailable: null,
      ...changes,
    });
    const java = {
      ...(seeded[2] as OfferedCourse),
      batches: [
        batch("2027-01-09"),
        batch("2027-03-06"),
        batch("2027-05-01", { unavailable: "full" }),
        batch(""),
      ],
    };
    const choosing = courseEnrolmentSchemaFor([seeded[0] as OfferedCourse, java]);
    const field = batchField("javaProgramming");
    expect(validate(choosing, { ...base, javaProgramming: true, [field]: "2027-03-06" })).toMatchObject({
      ok: true,
      value: { chosen: ["javaProgramming"], batches: { javaProgramming: "2027-03-06" } },
    });
    expect(validate(choosing, { ...base, javaProgramming: true, [field]: "tba" })).toMatchObject({
      ok: true,
      value: { batches: { javaProgramming: "" } },
    });
    // The form's "soonest", and a batch of a course not ticked, name no batch.
    for (const sent of [
      { [field]: "" },
      { javaProgramming: false, cProgramming: true, [field]: "2027-03-06" },
    ])
      expect(validate(choosing, { ...base, javaProgramming: true, ...sent })).toMatchObject({
        ok: true,
        value: { batches: {} },
      });
    for (const day of ["2027-05-01", "2027-02-30", "2020-01-01", "x".repeat(11)])
      expect(validate(choosing, { ...base, javaProgramming: true, [field]: day })).toEqual({
        ok: false,
        fields: { [field]: day.length > 10 ? expect.any(String) : unavailableBatchMessage("Java") },
      });
  });

  it.each([
    [{ mobile: undefined }, { mobile: messages.field.mobileRequired }],
    [{ mobile: "" }, { mobile: messages.field.mobileRequired }],
    [{ mobile: "abc" }, { mobile: messages.field.mobileInvalid }],
    [{ email: "" }, { email: messages.field.emailRequired }],
    [{ email: "kiran" }, { email: messages.field.emailInvalid }],
    [
      { mobile: "x", email: "y" },
      { mobile: messages.field.mobileInvalid, email: messages.field.emailInvalid },
    ],
    [{ phpProgramming: "yes" }, { phpProgramming: "Must be true or false." }],
    [{ description: "d".repeat(5001) }, { description: messages.field.tooLong(5000) }],
  ])("refuses %j with %j", (change, fields) => {
    expect(validate(schema, { ...base, ...change })).toEqual({ ok: false, fields });
  });

  it("refuses an enrolment that names no course, under its own field, whatever else it sends", () => {
    const none = { ok: false, fields: { [COURSES_FIELD]: onlineCoursePage.noCourse } };
    expect(validate(schema, base)).toEqual(none);
    expect(
      validate(schema, { ...base, javaProgramming: false, nodeJs: "", rust: true, courses: ["nodeJs"] }),
    ).toEqual(none);
    expect(reservedCourseKeys).toContain(COURSES_FIELD);
  });

  it("keeps a description, trimmed", () => {
    const result = validate(schema, { ...base, description: "  Weekends  ", nodeJs: true });
    expect(result.ok && result.value.description).toBe("Weekends");
  });

  it("for any hostile body, answers a verdict: only the catalogue's open keys sent as true are chosen", () => {
    const catalogue = [
      ...seeded,
      rust,
      { ...rust, key: "closedOne", name: "Closed", unavailable: "closed" as const },
    ];
    const hostile = courseEnrolmentSchemaFor(catalogue);
    const keys = [
      ...catalogue.flatMap((course) => [course.key, batchField(course.key)]),
      "__proto__",
      "constructor",
      "toString",
      "totalFees",
    ];
    const value = fc.oneof(
      fc.boolean(),
      fc.constantFrom("on", "true", "1", "false", "0", "", "yes"),
      fc.integer(),
      fc.constant(null),
      fc.string(),
      fc.array(fc.boolean()),
      fc.object(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), value), (body) => {
        const result = validate(hostile, { ...base, ...body, mobile: base.mobile, email: base.email });
        if (!result.ok) {
          expect(
            Object.keys(result.fields).every(
              (field) =>
                keys.includes(field) ||
                keys.some((key) => field === batchField(key)) ||
                field === "name" ||
                field === "description" ||
                field === COURSES_FIELD,
            ),
          ).toBe(true);
          return;
        }
        const truthy = (sent: unknown) => sent === true || sent === "on" || sent === "true" || sent === "1";
        const expected = catalogue
          .filter((course) => Object.hasOwn(body, course.key) && truthy(body[course.key]))
          .map((course) => course.key);
        expect(result.value.chosen).toEqual(expected);
        expect(result.value.chosen).not.toHaveLength(0);
        expect(result.value.chosen).not.toContain("closedOne");
      }),
      { numRuns: 300 },
    );
  });
});

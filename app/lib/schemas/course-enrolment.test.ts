import { describe, expect, it } from "vitest";
import { courseKeys, totalFees } from "../courses";
import { messages } from "../messages";
import { validate } from "../validation";
import { chosenCourses, courseEnrolmentSchema } from "./course-enrolment";

const base = { mobile: "9876543210", email: "kiran@example.com" };

describe("course enrolment", () => {
  it("reads JSON booleans and leaves unchecked courses false", () => {
    const result = validate(courseEnrolmentSchema, { ...base, javaProgramming: true, nodeJs: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.javaProgramming).toBe(true);
    expect(result.value.nodeJs).toBe(false);
    expect(result.value.cProgramming).toBe(false);
    expect(result.value.description).toBeUndefined();
    expect(chosenCourses(result.value)).toEqual(["javaProgramming"]);
  });

  it("reads an HTML form's checked boxes ('on') and lists the chosen courses in catalogue order", () => {
    const result = validate(courseEnrolmentSchema, {
      ...base,
      otherPlatform: "on",
      cProgramming: "on",
      mongoDb: "",
    });
    expect(result.ok && chosenCourses(result.value)).toEqual(["cProgramming", "otherPlatform"]);
  });

  it("has one boolean per catalogue course and no total: a total sent by the client is dropped", () => {
    const result = validate(courseEnrolmentSchema, {
      ...base,
      ...Object.fromEntries(courseKeys.map((key) => [key, true])),
      totalFees: 1,
      total_fees: 1,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty("totalFees");
    expect(result.value).not.toHaveProperty("total_fees");
    expect(chosenCourses(result.value)).toEqual(courseKeys);
    expect(totalFees(chosenCourses(result.value))).toBe(30_600);
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
    expect(validate(courseEnrolmentSchema, { ...base, ...change })).toEqual({ ok: false, fields });
  });

  it("keeps a description, trimmed", () => {
    const result = validate(courseEnrolmentSchema, { ...base, description: "  Weekends  " });
    expect(result.ok && result.value.description).toBe("Weekends");
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "../messages";
import { checkbox, email, mobile, optionalText, requiredText } from "./fields";
import { limits } from "./limits";

/** The value a schema gives, or the first message it refuses with. */
const check = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message };
};

describe("mobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["  9876543210  ", "9876543210"],
    ["+91 (22) 2345-6789", "2223456789"],
    ["98765-43210", "9876543210"],
    ["98765.43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["(0)98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["9198765432", "9198765432"],
    ["1234567890", "1234567890"],
    ["-9876543210", "9876543210"],
  ])("accepts %j as %j", (value, stored) => {
    expect(check(mobile, value)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ["", messages.field.mobileRequired],
    ["   ", messages.field.mobileRequired],
    [undefined, messages.field.mobileRequired],
    [null, messages.field.mobileRequired],
    [9876543210, messages.field.mobileRequired],
    [["9876543210"], messages.field.mobileRequired],
    ["abc", messages.field.mobileInvalid],
    ["12", messages.field.mobileInvalid],
    ["123456", messages.field.mobileInvalid],
    ["1234567890123456", messages.field.mobileInvalid],
    ["1234567", messages.field.mobileInvalid],
    ["123456789012345", messages.field.mobileInvalid],
    ["987654321", messages.field.mobileInvalid],
    ["98765432101", messages.field.mobileInvalid],
    ["+44 20 7946 0000", messages.field.mobileInvalid],
    ["+1 212 555 0100", messages.field.mobileInvalid],
    ["929876543210", messages.field.mobileInvalid],
    ["９８７６５４３２１０", messages.field.mobileInvalid],
    ["98765abc10", messages.field.mobileInvalid],
    ["+", messages.field.mobileInvalid],
    ["98765 43210 ext 5", messages.field.mobileInvalid],
    ["9".repeat(limits.mobile + 1), messages.field.mobileInvalid],
  ])("refuses %j with %j", (value, message) => {
    expect(check(mobile, value)).toEqual({ ok: false, message });
  });
});

describe("email", () => {
  it("accepts an address and trims it", () => {
    expect(check(email, "  asha@example.com ")).toEqual({ ok: true, value: "asha@example.com" });
  });

  it.each([
    ["", messages.field.emailRequired],
    [" ", messages.field.emailRequired],
    [undefined, messages.field.emailRequired],
    [42, messages.field.emailRequired],
    ["asha", messages.field.emailInvalid],
    ["asha@", messages.field.emailInvalid],
    ["@example.com", messages.field.emailInvalid],
    ["asha @example.com", messages.field.emailInvalid],
    [`${"a".repeat(250)}@example.com`, messages.field.tooLong(limits.email)],
  ])("refuses %j with %j", (value, message) => {
    expect(check(email, value)).toEqual({ ok: false, message });
  });
});

describe("checkbox", () => {
  it.each([
    [true, true],
    [false, false],
    ["on", true],
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
    ["", false],
    [undefined, false],
  ])("reads %j as %j", (value, checked) => {
    expect(check(checkbox, value)).toEqual({ ok: true, value: checked });
  });

  it.each([["yes"], ["off"], [1], [null], [["on"]]])("refuses %j", (value) => {
    expect(check(checkbox, value)).toEqual({ ok: false, message: "Must be true or false." });
  });
});

describe("text fields", () => {
  const name = requiredText(5, "Name is required.");
  const comment = optionalText(5);

  it("trims required text, and refuses it blank, missing, not text or too long", () => {
    expect(check(name, "  Asha ")).toEqual({ ok: true, value: "Asha" });
    expect(check(name, "   ")).toEqual({ ok: false, message: "Name is required." });
    expect(check(name, undefined)).toEqual({ ok: false, message: "Name is required." });
    expect(check(name, { first: "A" })).toEqual({ ok: false, message: "Name is required." });
    expect(check(name, "Ashaaa")).toEqual({ ok: false, message: messages.field.tooLong(5) });
  });

  it("turns optional text that is blank or missing into undefined", () => {
    expect(check(comment, " note ")).toEqual({ ok: true, value: "note" });
    expect(check(comment, "  ")).toEqual({ ok: true, value: undefined });
    expect(check(comment, undefined)).toEqual({ ok: true, value: undefined });
    expect(check(comment, 5)).toEqual({ ok: false, message: "Must be text." });
    expect(check(comment, "123456")).toEqual({ ok: false, message: messages.field.tooLong(5) });
  });

  it("keeps markup as it was typed", () => {
    expect(check(z.object({ name: requiredText(100, "x") }), { name: "<b>Asha</b>" })).toEqual({
      ok: true,
      value: { name: "<b>Asha</b>" },
    });
  });
});

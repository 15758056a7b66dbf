import { describe, expect, it } from "vitest";
import { normaliseMobile, telHref } from "./phone";

describe("normaliseMobile", () => {
  it.each([
    ["9820012345", "9820012345"],
    [" 9820012345 ", "9820012345"],
    ["98200 12345", "9820012345"],
    ["98200-12345", "9820012345"],
    ["98200.123.45", "9820012345"],
    ["(98200) 12345", "9820012345"],
    ["+91 98200 12345", "9820012345"],
    ["+919820012345", "9820012345"],
    ["+91 (0)98200-12345", null],
    ["919820012345", "9820012345"],
    ["0091 9820012345", "9820012345"],
    ["00919820012345", "9820012345"],
    ["09820012345", "9820012345"],
    ["(0)98200 12345", "9820012345"],
    // Ten digits are a number as they stand, whatever they start with.
    ["9198200123", "9198200123"],
    ["0982001234", "0982001234"],
  ])("takes %j as %j", (typed, stored) => {
    expect(normaliseMobile(typed)).toBe(stored);
  });

  it.each([
    "",
    "   ",
    "abc",
    "98200 12345x",
    "x9820012345",
    "98200123450",
    "982001234",
    "+1 415 555 0100",
    "+9198200123456",
    "+91982001234",
    "9198200123456",
    "0098200123456",
    "++919820012345",
    "98200+12345",
    "98200/12345",
  ])("refuses %j", (typed) => {
    expect(normaliseMobile(typed)).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps the digits and the plus of a number written for people", () => {
    expect(telHref("+91 22 4000 0000")).toBe("tel:+912240000000");
    expect(telHref("(022) 4000-0000")).toBe("tel:02240000000");
  });
});

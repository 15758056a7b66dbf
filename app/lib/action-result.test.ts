import { describe, expect, it } from "vitest";
import { statusOf } from "./action-result";

describe("statusOf", () => {
  it("shows nothing before an action has answered", () => {
    expect(statusOf(undefined)).toBeNull();
  });

  it("shows a success with the action's message", () => {
    expect(statusOf({ ok: true, message: "Saved", id: "1" })).toEqual({ tone: "success", text: "Saved" });
  });

  it("shows an error with the action's error, not its details", () => {
    expect(statusOf({ ok: false, error: "Failed", details: "disk full", fields: { name: "x" } })).toEqual({
      tone: "error",
      text: "Failed",
    });
  });
});

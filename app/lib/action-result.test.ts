import { describe, expect, it } from "vitest";
import { questionOrStatus, statusOf } from "./action-result";

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

describe("questionOrStatus", () => {
  it("shows an action's question and no status, whatever the loader's error", () => {
    expect(questionOrStatus("The list failed.", { question: { count: 3 } })).toEqual({
      question: { count: 3 },
      shown: null,
    });
  });

  it("shows the loader's error before an action's result, and the result's status otherwise", () => {
    const done = { ok: true as const, message: "Data saved successfully.", detail: "Deleted 3 users." };
    expect(questionOrStatus("The list failed.", done)).toEqual({
      question: null,
      shown: { tone: "error", text: "The list failed." },
    });
    expect(questionOrStatus(null, done)).toEqual({
      question: null,
      shown: { tone: "success", text: done.message, detail: done.detail },
    });
    expect(questionOrStatus(undefined, undefined)).toEqual({ question: null, shown: null });
  });
});

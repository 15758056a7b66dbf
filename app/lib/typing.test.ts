import { describe, expect, it } from "vitest";
import { TYPING_PAUSE_MS, TYPING_STEP_MS } from "./motion";
import { initialTyping, nextTyping, type TypingState, typedText, typingDelay } from "./typing";

/** Runs the machine for `ms` milliseconds of timer time and returns the text at each step. */
function run(phrases: string[], ms: number) {
  let state: TypingState = initialTyping;
  let elapsed = 0;
  const frames: { at: number; text: string }[] = [];
  while (elapsed + typingDelay(state) <= ms) {
    elapsed += typingDelay(state);
    state = nextTyping(state, phrases);
    frames.push({ at: elapsed, text: typedText(state, phrases) });
  }
  return frames;
}

describe("typing headline", () => {
  it("types one character every 50 ms", () => {
    const frames = run(["Abc"], 3 * TYPING_STEP_MS);
    expect(frames).toEqual([
      { at: 50, text: "A" },
      { at: 100, text: "Ab" },
      { at: 150, text: "Abc" },
    ]);
  });

  it("erases one character every 50 ms once the phrase is complete", () => {
    const texts = run(["Abc"], 6 * TYPING_STEP_MS).map((frame) => frame.text);
    expect(texts).toEqual(["A", "Ab", "Abc", "Ab", "A", ""]);
  });

  it("waits 1000 ms after erasing, then types the next phrase", () => {
    const frames = run(["Ab", "Xy"], 4 * TYPING_STEP_MS + TYPING_PAUSE_MS);
    expect(frames.at(-2)).toEqual({ at: 200, text: "" });
    expect(frames.at(-1)).toEqual({ at: 1200, text: "X" });
  });

  it("wraps from the last phrase to the first", () => {
    // A two-letter phrase: 2 steps typed, 2 erased; the next phrase's first letter comes after the pause.
    const firstLetterAgain = TYPING_STEP_MS + 2 * (3 * TYPING_STEP_MS + TYPING_PAUSE_MS);
    const frames = run(["Ab", "Xy"], firstLetterAgain);
    expect(frames.at(-1)).toEqual({ at: firstLetterAgain, text: "A" });
  });

  it("survives an empty phrase list and empty phrases", () => {
    expect(typedText(nextTyping(initialTyping, []), [])).toBe("");
    const frames = run(["", "Z"], 2000);
    expect(frames.map((frame) => frame.text)).toContain("Z");
  });

  it("shows nothing for a phrase that is no longer in the list", () => {
    // The content can change between renders; the state may point past the new list.
    expect(typedText({ index: 3, length: 2, phase: "typing" }, ["Ab"])).toBe("");
    expect(nextTyping({ index: 0, length: 0, phase: "pausing" }, [])).toEqual({
      index: 0,
      length: 0,
      phase: "typing",
    });
  });
});

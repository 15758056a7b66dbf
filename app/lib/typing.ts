import { TYPING_PAUSE_MS, TYPING_STEP_MS } from "./motion";

export interface TypingState {
  index: number;
  length: number;
  phase: "typing" | "erasing" | "pausing";
}

export const initialTyping: TypingState = { index: 0, length: 0, phase: "typing" };

export const typingDelay = (state: TypingState) =>
  state.phase === "pausing" ? TYPING_PAUSE_MS : TYPING_STEP_MS;

export function nextTyping(state: TypingState, phrases: readonly string[]): TypingState {
  const full = phrases[state.index]?.length ?? 0;
  switch (state.phase) {
    case "typing": {
      const length = Math.min(state.length + 1, full);
      return { ...state, length, phase: length >= full ? "erasing" : "typing" };
    }
    case "erasing": {
      const length = Math.max(state.length - 1, 0);
      return { ...state, length, phase: length === 0 ? "pausing" : "erasing" };
    }
    case "pausing": {
      const index = (state.index + 1) % Math.max(phrases.length, 1);
      return { index, length: Math.min(1, phrases[index]?.length ?? 0), phase: "typing" };
    }
  }
}

export const typedText = (state: TypingState, phrases: readonly string[]) =>
  (phrases[state.index] ?? "").slice(0, state.length);

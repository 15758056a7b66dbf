import { act } from "react";
import { vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Moves fake timers forward `ms` milliseconds in small steps, letting React render and run its
 * effects after each step, as it would between real timer ticks.
 */
export async function elapse(ms: number, step = 10) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    for (let left = ms; left > 0; left -= step) {
      await act(() => vi.advanceTimersByTimeAsync(Math.min(step, left)));
    }
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

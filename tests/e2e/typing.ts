import type { Page } from "@playwright/test";
import { TYPING_PAUSE_MS, TYPING_STEP_MS } from "../../app/lib/motion";
import { expect } from "./fixtures";

/**
 * Checks that the page's typing headline types and erases `phrases` in order, one character per
 * 50 ms step and a 1000 ms pause between phrases. Needs `stopClock(page)` before the visit; the
 * clock then moves one step at a time and the text is checked after every step.
 */
export async function expectTypedPhrases(page: Page, phrases: readonly string[]) {
  const typed = page.getByTestId("typed");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(typed).toHaveText("");
  for (const [index, phrase] of phrases.entries()) {
    for (let length = 1; length <= phrase.length; length++) {
      await page.clock.runFor(length === 1 && index > 0 ? TYPING_PAUSE_MS : TYPING_STEP_MS);
      await expect(typed).toHaveText(phrase.slice(0, length));
    }
    await expect(heading).toHaveAccessibleName(phrase);
    for (let length = phrase.length - 1; length >= 0; length--) {
      await page.clock.runFor(TYPING_STEP_MS);
      await expect(typed).toHaveText(phrase.slice(0, length));
    }
  }
}

/** A fake clock that moves only when the test moves it (an installed clock otherwise keeps running). */
export async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

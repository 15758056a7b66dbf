import type { Page } from "@playwright/test";
import { TYPING_PAUSE_MS, TYPING_STEP_MS } from "../../app/lib/motion";
import { expect, test } from "./fixtures";

/**
 * Checks the page's typing headline with one typed phrase: the first of `phrases` typed and erased
 * one character per 50 ms step (the text checked after every step), then, after the 1000 ms pause,
 * the second announced to screen readers as its first character appears. Needs `stopClock(page)`
 * before the visit. The whole list is checked where it lives (app/content/pages/phrases.test.ts),
 * and the turn through it, wrapping around, by the component test with the page script (TypingHeadline.test.tsx).
 */
export async function expectTypingHeadline(page: Page, phrases: readonly string[]) {
  const [first = "", second = first] = phrases;
  const typed = page.getByTestId("typed");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(typed).toHaveText("");
  for (let length = 1; length <= first.length; length++) {
    await page.clock.runFor(TYPING_STEP_MS);
    await expect(typed).toHaveText(first.slice(0, length));
  }
  await expect(heading).toHaveAccessibleName(first);
  for (let length = first.length - 1; length >= 0; length--) {
    await page.clock.runFor(TYPING_STEP_MS);
    await expect(typed).toHaveText(first.slice(0, length));
  }
  await page.clock.runFor(TYPING_PAUSE_MS);
  await expect(typed).toHaveText(second.slice(0, 1));
  await expect(heading).toHaveAccessibleName(second);
}

/** A fake clock that moves only when the test moves it (an installed clock otherwise keeps running). */
export async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * Under reduced motion (the browser tests' default) a page's typing headline stands still on its
 * first phrase: the check that the page is wired to its own phrases. The animation is watched once
 * in the browser (pages/services.spec.ts), and in the component's own tests.
 */
export async function expectStillHeadline(page: Page, phrases: readonly string[]) {
  const [first = ""] = phrases;
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(first);
  await expect(page.getByTestId("typed")).toHaveText(first);
}

/**
 * The page's test of its typing headline, in a browser context of its own (a fake clock stays
 * installed in its context) with motion allowed (the headline stands still under reduced motion).
 */
export function testTypingHeadline(path: string, phrases: readonly string[]) {
  test.describe(() => {
    test.use({ ownContext: true, reducedMotion: "no-preference" });
    test("types its headline: the first phrase letter by letter, then turns to the next", async ({
      page,
      visit,
    }) => {
      await stopClock(page);
      await visit(path);
      await expectTypingHeadline(page, phrases);
    });
  });
}

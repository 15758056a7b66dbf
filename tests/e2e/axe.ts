import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Scans the page as it is with axe's WCAG 2.0/2.1 A and AA rules, with motion reduced (a headline
 * typing under axe changes as it is read): no violation may be found.
 */
export async function expectNoAxeViolations(page: Page, label?: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
  expect(violations, label).toEqual([]);
}

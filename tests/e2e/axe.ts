import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { expect } from "./fixtures";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const options: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // Only the violations are read: axe then skips listing every node that passed.
  resultTypes: ["violations"],
};

/**
 * Scans the page as it is with axe's WCAG 2.0/2.1 A and AA rules, with motion reduced (a headline
 * typing under axe changes as it is read): no violation may be found. axe runs in the page itself
 * (the site has no frames): @axe-core/playwright's frame-by-frame run opens a page of its own to
 * merge the results, which made each scan several times slower (decision 026).
 */
export async function expectNoAxeViolations(page: Page, label?: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/** What axe finds on the page: one line per rule it violates, with the nodes that violate it. */
export async function axeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(axeSource);
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
  }, options);
}

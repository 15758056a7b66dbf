import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { openAllPanels, publicPagePaths } from "./public-pages";

// Every public page, scanned by axe with the WCAG 2.0/2.1 A and AA rules, with its panels open so
// that their contents are scanned too.
for (const path of publicPagePaths) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(path);
    await openAllPanels(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
    expect(violations).toEqual([]);
  });
}

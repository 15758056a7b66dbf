import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { newAccount, pngImage, registerThroughApi, signIn } from "./accounts";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
  expect(violations).toEqual([]);
}

// The account screens, scanned by axe with the WCAG 2.0/2.1 A and AA rules, as the public pages are.
test.describe("account screens have no WCAG 2.1 AA violations", () => {
  for (const path of ["/register", "/login", "/verification", "/forget", "/forget-password?token=x"]) {
    test(path, async ({ page, visit }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(path);
      await expectNoViolations(page);
    });
  }

  for (const path of ["/home", "/edit"]) {
    test(`${path} (signed in)`, async ({ page, request, visit }) => {
      const account = newAccount();
      await registerThroughApi(request, account, await pngImage());
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, visit, account);
      await visit(path);
      // With the picture shown.
      await expect(page.getByRole("main").locator("img")).toHaveCount(1);
      await expectNoViolations(page);
    });
  }
});

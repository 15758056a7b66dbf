import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { newAccount, pngImage, registerThroughApi, signIn } from "./accounts";

// The account screens, scanned by axe with the WCAG 2.0/2.1 A and AA rules, as the public pages are.
test.describe("account screens have no WCAG 2.1 AA violations", () => {
  for (const path of ["/register", "/login", "/verification", "/forget", "/forget-password?token=x"]) {
    test(path, async ({ page, visit }) => {
      await visit(path);
      await expectNoAxeViolations(page);
    });
  }

  for (const path of ["/home", "/edit"]) {
    test(`${path} (signed in)`, async ({ page, request, visit }) => {
      const account = newAccount();
      await registerThroughApi(request, account, await pngImage());
      await signIn(page, visit, account);
      await visit(path);
      // With the picture shown.
      await expect(page.getByRole("main").locator("img")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

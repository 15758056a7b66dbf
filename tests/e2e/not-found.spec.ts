import { expect, test, waitForHydration } from "./fixtures";

test.describe("not-found screen", () => {
  test.use({ missingPaths: ["/this/page/does-not-exist"] });

  test("answers unknown paths with 404 and the not-found screen, reports the broken link in place, and Home Pg leads home", async ({
    page,
  }) => {
    await test.step("answers unknown paths with 404 and the not-found screen", async () => {
      const response = await page.goto("/this/page/does-not-exist");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByText("/this/page/does-not-exist")).toBeVisible();
      await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
    });

    await test.step("reports the broken link without leaving the page", async () => {
      await waitForHydration(page);
      await page.getByRole("button", { name: "Report this broken link" }).click();
      await expect(page.getByRole("status")).toHaveText("Not found saved successfully");
      await expect(page).toHaveURL("/this/page/does-not-exist");
    });

    await test.step("the Home Pg button leads home", async () => {
      await page.getByRole("link", { name: "Home Pg" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Software that works for your business",
      );
    });
  });
});

test.describe("not-found screen without JavaScript", () => {
  test.use({ javaScriptEnabled: false, missingPaths: ["/old/link"] });

  test("still reports the broken link through a plain form post", async ({ page }) => {
    await page.goto("/old/link");
    await page.getByRole("button", { name: "Report this broken link" }).click();
    await expect(page).toHaveURL("/not-found");
    await expect(page.getByRole("status")).toHaveText("Not found saved successfully");
  });
});

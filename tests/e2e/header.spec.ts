import { expect, test } from "./fixtures";

test.describe("header on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, missingPaths: ["/some/missing/page"] });

  test("is on every page with the spec's links; its popups open by click, hover and keyboard, one at a time", async ({
    page,
    visit,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const levels = page.getByRole("button", { name: "Technology Soln." });
    const careers = page.getByRole("button", { name: "Job's Career" });
    const levelLink = nav.getByRole("link", { name: "Level" });
    const servicesLink = nav.getByRole("link", { name: "Services" });

    await test.step("is on every page, with the brand link to '#' and the spec's links", async () => {
      for (const path of ["/not-found", "/some/missing/page", "/"]) {
        await visit(path);
        await expect(nav.getByRole("link", { name: "Mumbai Soft Solutions" })).toHaveAttribute("href", "#");
        await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
        await expect(nav.getByRole("link", { name: "client upload" })).toHaveAttribute("href", "/jobs");
        await expect(nav.getByRole("link", { name: "Online" })).toHaveAttribute("href", "/online");
        await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
        await expect(nav.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
        await expect(levels).toBeVisible();
        await expect(careers).toBeVisible();
      }
    });

    await test.step("opens and closes the popups by clicking, one at a time", async () => {
      await expect(levelLink).toBeHidden();
      await levels.click();
      await expect(levelLink).toBeVisible();
      await expect(levelLink).toHaveAttribute("href", "/level");

      await careers.click();
      await expect(servicesLink).toBeVisible();
      await expect(servicesLink).toHaveAttribute("href", "/services");
      await expect(levelLink).toBeHidden();

      await careers.click();
      await expect(servicesLink).toBeHidden();
      await expect(careers).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("shows a popup on hover", async () => {
      await levels.hover();
      await expect(levelLink).toBeVisible();
      await page.getByRole("heading", { level: 1 }).hover();
      await expect(levelLink).toBeHidden();
    });

    await test.step("closes the menu when a submenu link is chosen, and goes there", async () => {
      await careers.click();
      await servicesLink.click();
      await expect(page).toHaveURL("/services");
      await expect(careers).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("works with the keyboard alone", async () => {
      await visit("/");
      await levels.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(levelLink).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(levelLink).toBeHidden();
      await expect(levels).toBeFocused();

      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/level");
    });
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("collapses behind the menu toggle and collapses again after a choice", async ({ page, visit }) => {
    await visit("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    await expect(about).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(about).toBeVisible();

    await page.getByRole("button", { name: "Technology Soln." }).tap();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Level" }).tap();
    await expect(page).toHaveURL("/level");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeHidden();
  });
});

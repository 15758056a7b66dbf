import type { Locator, Page } from "@playwright/test";
import { footerLinks } from "../../../app/content/navigation";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { privacyPage } from "../../../app/content/pages/privacy";
import { privacyLink } from "../../../app/content/privacy-link";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";

/** The footer's link to the notice, as the footer names it. */
const privacyFooterLabel = footerLinks.find((link) => link.to === privacyPage.seo.path)?.label ?? "";

/** Presses Tab until `target` has the focus, as a keyboard user reaches it; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 100) {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("privacy notice (/privacy): its parts and whom to ask, no axe violation, and its links by keyboard", async ({
  page,
  visit,
}) => {
  await visit("/privacy");
  const main = page.getByRole("main");

  await test.step("shows the notice with every part the law asks for, and the company's address", async () => {
    await expect(page).toHaveTitle(/^Privacy notice \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.heading);
    for (const heading of Object.values(privacyPage.headings))
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    // The address is the company's as configured: the test server runs with the default. The
    // grievance officer's, left empty, is the company's too.
    await expect(main.getByRole("link", { name: "info@example.com" }).first()).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
  });

  await test.step("axe finds no violation", async () => {
    await expectNoAxeViolations(page, "/privacy");
  });

  await test.step("its links are reached by Tab, and Enter on Home Pg goes home", async () => {
    await tabTo(page, main.getByRole("link", { name: "info@example.com" }).first());
    // The data request form lies between the notice's links and Home Pg.
    await tabTo(page, main.getByRole("link", { name: "Home Pg", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
  });
});

test("the footer's link and the link beside a lead form's submit button lead to /privacy, by keyboard", async ({
  page,
  visit,
}) => {
  await test.step("from the footer", async () => {
    await visit("/about");
    await tabTo(page, page.getByRole("contentinfo").getByRole("link", { name: privacyFooterLabel }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.heading);
  });

  await test.step("from beside the feedback form's submit button", async () => {
    await visit("/feedback");
    const form = page.getByRole("main").locator("form");
    const link = form.getByRole("link", { name: privacyLink.label });
    await expect(form.getByText(privacyLink.before)).toBeVisible();
    // Right after the button, in the tab order too: the last field's Tab still reaches the button.
    await tabTo(page, link);
    await page.keyboard.press("Shift+Tab");
    await expect(form.getByRole("button", { name: feedbackPage.labels.submit })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.heading);
  });
});

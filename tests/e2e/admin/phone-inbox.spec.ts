import type { Page } from "@playwright/test";
import { adminInboxPages } from "../../../app/content/pages/admin-inbox";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { unique, uniqueEmail } from "../leads/stored";
import { signInAsAdmin } from "./admin";

const inbox = adminInboxPages.inbox;

/** The page, and every box in it that can scroll sideways, whose content is wider than it. */
const sideways = (page: Page) =>
  page.evaluate(() => [
    ...(document.documentElement.scrollWidth > window.innerWidth ? ["the page"] : []),
    ...[...document.querySelectorAll("main *")]
      .filter(
        (element) =>
          ["auto", "scroll"].includes(getComputedStyle(element).overflowX) &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.tagName),
  ]);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test(`at ${viewport.width} px the inbox, a lead's page, traffic and charts fit the screen and pass axe`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const name = unique("Phone Lead");
    const sent = await page.request.post("/api/feedback", {
      data: { name, email: uniqueEmail(), message: "A long message about a website for our shop in Dadar." },
    });
    expect(sent.status()).toBe(201);
    await signInAsAdmin(page, visit);

    await visit(`/admin/inbox?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(inbox.summary(1))).toBeVisible();
    const link = page.getByRole("main").getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    expect(await sideways(page)).toEqual([]);
    await expectNoAxeViolations(page, "the inbox");

    await link.click();
    await expect(page).toHaveURL(/\/admin\/leads\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await sideways(page)).toEqual([]);
    await expectNoAxeViolations(page, "a lead's page");

    // The owner's other morning pages: wide tables scroll in their cards, never the page itself.
    for (const path of ["/admin/traffic", "/admin/charts"]) {
      await visit(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page, path);
    }
  });

import { randomUUID } from "node:crypto";
import { devices } from "@playwright/test";
import { adminInboxPages, visitLabels } from "../../../app/content/pages/admin-inbox";
import { adminTrafficPage } from "../../../app/content/pages/admin-traffic";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { inboxAddress } from "../../../app/lib/inbox";
import { messages } from "../../../app/lib/messages";
import { signInAsAdmin } from "../admin/admin";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { unique, uniqueEmail } from "./stored";

const { inbox } = adminInboxPages;

// A browser of this file's own: a visitor's view of a page counts once a minute, and every other
// test views the same pages from the same address.
test.use({ userAgent: `${devices["Desktop Chrome"].userAgent} ${randomUUID()}` });

// The first page of a visit names its source; the lead a later page of the
// same visit sends keeps it, for the admin to read and filter by; and the Traffic page counts the
// visit as one visitor with two page views from that source, converted into one lead.
test("a visit from the newsletter's Diwali link is counted, converts, and its lead keeps the source", async ({
  page,
  context,
  visit,
}) => {
  test.setTimeout(60_000);
  const sender = unique("Diwali Reader");

  await test.step("the visit lands on /services from the newsletter and sends feedback from /feedback", async () => {
    // A tab of its own: its sessionStorage holds the visit, and the admin's pages in the other tab
    // are not views of it.
    const tab = await context.newPage();
    await tab.goto("/services?utm_source=newsletter&utm_campaign=diwali");
    await waitForHydration(tab);
    await tab.goto("/feedback");
    await waitForHydration(tab);
    const { labels } = feedbackPage;
    await tab.getByLabel(labels.name, { exact: true }).fill(sender);
    await tab.getByLabel(labels.email, { exact: true }).fill(uniqueEmail());
    await tab.getByLabel(labels.message, { exact: true }).fill("Saw your Diwali offer.");
    await tab.getByRole("button", { name: labels.submit }).click();
    await expect(tab.getByRole("status")).toHaveText(messages.feedback.saved);
    await tab.close();
  });

  await signInAsAdmin(page, visit);

  await test.step("the Traffic page: one visitor, two page views and one lead from newsletter", async () => {
    const traffic = adminTrafficPage;
    const cellsOf = (table: keyof typeof traffic.tables, value: string) =>
      page
        .getByRole("table", { name: traffic.tables[table].caption })
        .getByRole("row", { name: value, exact: false })
        .getByRole("cell");
    await visit("/admin/traffic");
    // The views reach the database with the next batch (ANALYTICS_FLUSH_MS): read again until then.
    await expect(async () => {
      await page.reload();
      await expect(cellsOf("sources", "newsletter")).toHaveText(["1", "2", "1"], { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(cellsOf("campaigns", "diwali")).toHaveText(["1", "2", "1"]);
    // The lead's request is the same browser as the views: one visitor of one sent a lead.
    await expect(cellsOf("conversion-sources", "newsletter")).toHaveText(["1", "1", "100.0%", "1"]);
    // Other tests' visits land on /services too, each browser a visitor: only the lead is this test's.
    await expect(cellsOf("conversion-landing", "/services")).toHaveText([/^\d+$/, /^\d+$/, /%$/, "1"]);
  });

  await test.step("the inbox filtered by the campaign lists the lead", async () => {
    await visit("/admin/inbox");
    await page.getByRole("searchbox", { name: inbox.filters.q }).fill(sender);
    await page.getByRole("combobox", { name: inbox.filters.campaign, exact: true }).selectOption("diwali");
    await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
    await expect(page).toHaveURL(/[?&]campaign=diwali(&|$)/);
    await expect(page.getByRole("link", { name: sender })).toBeVisible();
    await expectNoAxeViolations(page, "the inbox with its source and campaign filters");
    // The same search under another campaign finds nothing.
    await visit(inboxAddress({ q: sender, campaign: "holi" }));
    await expect(page.getByRole("combobox", { name: inbox.filters.campaign, exact: true })).toHaveValue(
      "holi",
    );
    await expect(page.getByText(inbox.empty)).toBeVisible();
  });

  await test.step("the lead's page shows source newsletter, campaign diwali and landing page /services", async () => {
    await page.goBack();
    await expect(page).toHaveURL(/[?&]campaign=diwali(&|$)/);
    await page.getByRole("link", { name: sender }).click();
    const where = page.getByRole("region", { name: adminInboxPages.lead.visitHeading });
    const value = (label: string) =>
      where.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(value(visitLabels.source)).toHaveText("newsletter");
    await expect(value(visitLabels.campaign)).toHaveText("diwali");
    await expect(value(visitLabels.landing)).toHaveText("/services");
    await expect(value(visitLabels.device)).toHaveText(visitLabels.devices.desktop);
    await expect(where.locator("dt", { hasText: visitLabels.referrer })).toHaveCount(0);
    await expectNoAxeViolations(page, "the lead's page with its source");
    // The source leads to the inbox of the leads from it.
    await where.getByRole("link", { name: adminInboxPages.lead.sameSource("newsletter") }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?source=newsletter$/);
    await expect(page.getByRole("combobox", { name: inbox.filters.source, exact: true })).toHaveValue(
      "newsletter",
    );
    await expect(page.getByRole("link", { name: sender })).toBeVisible();
  });
});

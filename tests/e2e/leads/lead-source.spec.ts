import { adminPipelinePages, visitLabels } from "../../../app/content/pages/admin-pipeline";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { messages } from "../../../app/lib/messages";
import { signInAsAdmin } from "../admin/admin";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { unique, uniqueEmail } from "./stored";

const { inbox } = adminPipelinePages;

// Issue 36, build 1, "done when" 1: the first page of a visit names its source, and the lead a
// later page of the same visit sends keeps it, for the admin to read and filter by.
test("a lead keeps the source of the visit's first page, shown on its page and filtered by in the inbox", async ({
  page,
  visit,
}) => {
  const sender = unique("Diwali Reader");

  await test.step("the visit lands on /services from the newsletter and sends feedback from /feedback", async () => {
    await visit("/services?utm_source=newsletter&utm_campaign=diwali");
    // Another page of the same tab: sessionStorage keeps the visit's first page.
    await visit("/feedback");
    const { labels } = feedbackPage;
    await page.getByLabel(labels.name, { exact: true }).fill(sender);
    await page.getByLabel(labels.email, { exact: true }).fill(uniqueEmail());
    await page.getByLabel(labels.message, { exact: true }).fill("Saw your Diwali offer.");
    await page.getByRole("button", { name: labels.submit }).click();
    await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);
  });

  await signInAsAdmin(page, visit);

  await test.step("the inbox filtered by the campaign lists the lead", async () => {
    await visit("/admin/inbox");
    await page.getByRole("searchbox", { name: inbox.filters.q }).fill(sender);
    await page.getByRole("textbox", { name: inbox.filters.campaign, exact: true }).fill("diwali");
    await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
    await expect(page).toHaveURL(/[?&]campaign=diwali(&|$)/);
    await expect(page.getByRole("link", { name: sender })).toBeVisible();
    await expectNoAxeViolations(page, "the inbox with its source and campaign filters");
    // The same search under another campaign finds nothing.
    await page.getByRole("textbox", { name: inbox.filters.campaign, exact: true }).fill("holi");
    await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
    await expect(page).toHaveURL(/[?&]campaign=holi(&|$)/);
    await expect(page.getByText(inbox.empty)).toBeVisible();
  });

  await test.step("the lead's page shows source newsletter, campaign diwali and landing page /services", async () => {
    await page.goBack();
    await expect(page).toHaveURL(/[?&]campaign=diwali(&|$)/);
    await page.getByRole("link", { name: sender }).click();
    const where = page.getByRole("region", { name: adminPipelinePages.lead.visitHeading });
    const value = (label: string) =>
      where.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(value(visitLabels.source)).toHaveText("newsletter");
    await expect(value(visitLabels.campaign)).toHaveText("diwali");
    await expect(value(visitLabels.landing)).toHaveText("/services");
    await expect(value(visitLabels.device)).toHaveText(visitLabels.devices.desktop);
    await expect(where.locator("dt", { hasText: visitLabels.referrer })).toHaveCount(0);
    await expectNoAxeViolations(page, "the lead's page with its source");
    // The source leads to the inbox of the leads from it.
    await where.getByRole("link", { name: adminPipelinePages.lead.sameSource("newsletter") }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?source=newsletter$/);
    await expect(page.getByRole("textbox", { name: inbox.filters.source, exact: true })).toHaveValue(
      "newsletter",
    );
    await expect(page.getByRole("link", { name: sender })).toBeVisible();
  });
});

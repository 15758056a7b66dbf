import type { Locator, Page } from "@playwright/test";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { adminInboxPages, stageLabels } from "../../../app/content/pages/admin-inbox";
import { adminOpeningsPages } from "../../../app/content/pages/admin-openings";
import { inboxMessages } from "../../../app/lib/inbox-messages";
import { openingSlugFor } from "../../../app/lib/openings";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { pdfFile, unique, uniqueEmail } from "../leads/stored";
import { signInAsAdmin } from "./admin";

// In the content project: the site project's openings spec publishes the openings area too. So does
// the data-request spec of this project: a draft made stale by it is refused (409) and made again,
// as the editor's message asks.
test.use({
  refusedRequests: [[{ path: "/admin/content/openings.data", status: 409 }], { scope: "test" }],
});
// HR on a phone: an opening with a salary is published, a candidate applies, the openings page
// counts them, HR takes them to Hired, and Mark filled closes the opening (410, gone from /jobs and the sitemap). The pages
// pass axe and work by keyboard, at 390 px without sideways scrolling.

async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("HR takes an applicant to Hired on a phone, marks the opening filled by keyboard; it closes", async ({
  page,
  visit,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const title = unique("QA Engineer");
  const slug = openingSlugFor(title, new Set());
  const main = page.getByRole("main");
  const { list, opening } = adminOpeningsPages;
  const applicant = unique("Meera");

  await signInAsAdmin(page, visit);

  await test.step("the admin publishes an opening with a salary range, experience and positions", async () => {
    await expect(async () => {
      await visit("/admin/content/openings");
      await main.getByRole("button", { name: "Add an opening" }).click();
      const added = main
        .getByRole("group")
        .filter({ has: page.getByLabel("Title", { exact: true }) })
        .last();
      await added.getByLabel("Title", { exact: true }).fill(title);
      await added.getByLabel("Type", { exact: true }).selectOption("full-time");
      await added.getByLabel("Remote", { exact: true }).check();
      await added.getByLabel("Description", { exact: true }).fill("Test our apps.");
      await added.getByLabel("Closes on", { exact: true }).fill("2099-12-31");
      await added.getByLabel("Experience", { exact: true }).selectOption("mid");
      await added.getByLabel("Positions", { exact: true }).fill("2");
      await added.getByLabel("Salary from (₹)", { exact: true }).fill("600000");
      await added.getByLabel("Salary up to (₹)", { exact: true }).fill("900000");
      await added.getByLabel("Salary period", { exact: true }).selectOption("year");
      await main.getByRole("button", { name: adminContentPages.editor.publish, exact: true }).click();
      await expect(main.getByRole("status").first()).toContainText("ublished", { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  });

  await test.step("its page shows the salary, and its JSON-LD parses with baseSalary", async () => {
    await expect.poll(async () => (await page.request.get(`/jobs/${slug}`)).status()).toBe(200);
    const html = await (await page.request.get(`/jobs/${slug}`)).text();
    expect(html).toContain("₹6,00,000 to ₹9,00,000 per year");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    );
    expect(blocks.find((block) => block["@type"] === "JobPosting")?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 600000, maxValue: 900000, unitText: "YEAR" },
    });
  });

  await test.step("a candidate applies", async () => {
    const cv = pdfFile("qa-cv.pdf");
    const applied = await page.request.post(`/jobs/${slug}`, {
      headers: { accept: "application/json" },
      multipart: {
        name: applicant,
        email: uniqueEmail(),
        mobile: "9820012345",
        file: { name: cv.name, mimeType: cv.mimeType, buffer: cv.buffer },
      },
    });
    expect(applied.status()).toBe(201);
  });

  await test.step("the openings page counts the applicant, fits the phone and passes axe", async () => {
    await visit("/admin/openings");
    await waitForHydration(page);
    const card = main.getByRole("region", { name: title });
    await expect(card).toContainText(list.applicants(1));
    expect(await fitsThePhone(page)).toBe(true);
    await expectNoAxeViolations(page, "/admin/openings");
    const see = card.getByRole("link", { name: list.see(title) });
    await tabTo(page, see);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/admin/openings/${slug}`);
  });

  await test.step("HR opens the applicant from the opening's page and moves them to Hired", async () => {
    await waitForHydration(page);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await fitsThePhone(page)).toBe(true);
    await main.getByRole("link", { name: applicant }).click();
    await waitForHydration(page);
    const stage = page.getByLabel(adminInboxPages.lead.stageLabel, { exact: true });
    await stage.selectOption({ label: stageLabels.hired });
    await main.getByRole("button", { name: adminInboxPages.lead.move, exact: true }).click();
    await expect(main.getByRole("status").first()).toHaveText(inboxMessages.stageChanged);
    await expect(stage).toHaveValue("hired");
  });

  await test.step("the openings page shows that opening with one Hired", async () => {
    await visit("/admin/openings");
    const hired = main
      .getByRole("region", { name: title })
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${stageLabels.hired}$`) }) })
      .locator("dd");
    await expect(hired).toHaveText("1");
    await visit(`/admin/openings/${slug}`);
  });

  await test.step("the opening's page lists the applicant; Mark filled by keyboard closes it", async () => {
    await waitForHydration(page);
    await expect(main.getByRole("link", { name: applicant })).toBeVisible();
    await expectNoAxeViolations(page, "an opening's admin page");
    await tabTo(page, main.getByRole("button", { name: opening.fill.submit }));
    await page.keyboard.press("Enter");
    await expect(main.getByRole("status").first()).toContainText(opening.fill.done);
    await expect(main.getByRole("button", { name: opening.fill.submit })).toHaveCount(0);
    await expectNoAxeViolations(page, "an opening's admin page, filled");
  });

  await test.step("filled, the opening answers 410 and leaves /jobs and the sitemap", async () => {
    await expect.poll(async () => (await page.request.get(`/jobs/${slug}`)).status()).toBe(410);
    expect(await (await page.request.get("/jobs")).text()).not.toContain(title);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/jobs/${slug}<`);
    await visit("/admin/openings");
    await expect(main.getByRole("region", { name: title })).toContainText(adminOpeningsPages.states.filled);
  });
});

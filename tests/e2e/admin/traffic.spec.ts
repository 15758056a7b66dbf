import { randomUUID } from "node:crypto";
import { devices, type Locator } from "@playwright/test";
import { adminPages } from "../../../app/content/pages/admin";
import { adminTrafficPage } from "../../../app/content/pages/admin-traffic";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { signInAsAdmin } from "./admin";

const text = adminTrafficPage;

/** Presses a control from the keyboard: focused, then Enter, as someone without a mouse would. */
async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

// A browser of this file's own: a visitor's view of a page counts once a minute, and every other
// test views the same pages from the same address.
test.use({ userAgent: `${devices["Desktop Chrome"].userAgent} ${randomUUID()}` });

// A visit that lands from a partner's link and goes on to /feedback in the
// same tab is one visitor with two page views from that source and its campaign; the Traffic page
// passes axe and works by keyboard. (Done-when 1, with the lead, is tests/e2e/leads/lead-source.spec.ts;
// the two use different sources so that each counts only its own visit.)
test("a visit from a partner's link shows on the Traffic page as one visitor with two page views", async ({
  page,
  context,
  visit,
}) => {
  // Three axe scans: at two widths, then of a chosen period.
  test.setTimeout(90_000);

  await test.step("a visitor lands on /services from a partner's link, then opens /feedback in the same tab", async () => {
    // A tab of its own: its sessionStorage holds the visit, apart from the admin's tab.
    const tab = await context.newPage();
    await tab.goto("/services?utm_source=partner-site&utm_campaign=holi");
    await waitForHydration(tab);
    await tab.goto("/feedback");
    await waitForHydration(tab);
    await tab.close();
  });

  await test.step("the admin's Traffic page counts one visitor and two page views from partner-site", async () => {
    await signInAsAdmin(page, visit);
    await visit("/admin/home");
    const menu = page.getByRole("navigation", { name: adminPages.nav.label });
    await press(menu.getByRole("link", { name: text.heading }));
    await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    const rowOf = (caption: string, value: string) =>
      page.getByRole("table", { name: caption }).getByRole("row", { name: value, exact: false });
    // The views reach the database with the next batch (ANALYTICS_FLUSH_MS): the page is read again until then.
    await expect(async () => {
      await page.reload();
      await expect(rowOf(text.tables.sources.caption, "partner-site").getByRole("cell")).toHaveText(
        ["1", "2", "0"],
        {
          timeout: 500,
        },
      );
    }).toPass({ timeout: 15_000 });
    await expect(rowOf(text.tables.campaigns.caption, "holi").getByRole("cell")).toHaveText(["1", "2", "0"]);
    await expect(page.getByRole("img", { name: text.tables.daily.heading })).toBeVisible();
    await expect(page.getByRole("table", { name: text.totals.caption })).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoAxeViolations(page, `the Traffic page at ${width} px`);
    }
    await page.setViewportSize({ width: 1366, height: 844 });
  });

  await test.step("by keyboard: the 90 days' period, and a table's CSV", async () => {
    await press(page.getByRole("link", { name: text.period.option(90) }));
    await expect(page).toHaveURL(/\/admin\/traffic\?days=90$/);
    await expect(page.getByRole("link", { name: text.period.option(90) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Any first and last day, typed and sent from the keyboard.
    const form = page.getByRole("form", { name: text.period.choose });
    await form.getByLabel(text.period.from).fill("2026-11-01");
    await form.getByLabel(text.period.to).fill("2026-11-07");
    await form.getByLabel(text.period.to).press("Enter");
    await expect(page).toHaveURL(/\/admin\/traffic\?from=2026-11-01&to=2026-11-07$/);
    await expect(page.getByText(text.period.shown("2026-11-01", "2026-11-07"))).toBeVisible();
    await expect(
      page.getByRole("columnheader", { name: text.totals.previous("2026-10-25", "2026-10-31") }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the Traffic page of a chosen period");
    const download = page.waitForEvent("download");
    await press(page.getByRole("link", { name: text.csv(text.tables.sources.heading) }));
    const csv = await download;
    expect(csv.suggestedFilename()).toBe("sources.csv");
  });
});

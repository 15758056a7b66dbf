import { accountPages } from "../../../app/content/pages/account";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { messages } from "../../../app/lib/messages";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { signInAsAdmin, workerAdminEmail } from "./admin";
import { withSiteDatabase } from "./site-database";

const { setup } = adminContentPages;

// The worker's admin signs other tests' replies as "Administrator": its name is put back after.
test.afterEach(async () => {
  await withSiteDatabase(({ db }) =>
    db.updateTable("users").set({ name: "Administrator" }).where("email", "=", workerAdminEmail()).execute(),
  );
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test(`at ${viewport.width} px the set-up checklist groups its items by area and ticks one off once done`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const main = page.getByRole("main");
    await signInAsAdmin(page, visit);
    const nameItem = () =>
      main
        .getByRole("region", { name: setup.groups.account })
        .getByRole("listitem")
        .filter({ hasText: setup.items.adminName });

    await test.step("the checklist is grouped by area, the admin's own name still to do", async () => {
      await visit("/admin/setup");
      for (const heading of [
        setup.groups.account,
        "Company profile",
        setup.groups.courses,
        "Job openings",
        "Privacy notice",
        "Employees",
      ])
        await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(nameItem()).toContainText(setup.toDoMark);
      await expect(nameItem()).toContainText("Administrator");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page, "/admin/setup");
    });

    await test.step("the admin sets their name through the item's link; it is ticked off", async () => {
      await nameItem().getByRole("link").click();
      await expect(page).toHaveURL("/edit");
      const { labels } = accountPages.edit;
      await main.getByLabel(labels.name, { exact: true }).fill("Asha Patil");
      await main.getByLabel(labels.mno, { exact: true }).fill("9820012345");
      await main.getByRole("button", { name: accountPages.edit.submit }).click();
      await expect(main.getByText(messages.account.profileSaved)).toBeVisible();
      await visit("/admin/setup");
      await expect(nameItem()).toContainText(setup.doneMark);
      await expect(nameItem()).toContainText("Asha Patil");
      await expectNoAxeViolations(page, "/admin/setup, an item done");
    });
  });

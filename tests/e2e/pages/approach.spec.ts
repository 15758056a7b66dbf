import { approachPage } from "../../../app/content/pages/approach";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { panelFor, toggleFor } from "./card-panels";

const roles = ["UI/UX designers", "Architects", "Developers", "Product manager", "DBAs"];

test("approach page: five role cards with their own panels, the headline, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/approach");
  await test.step("has five role cards, the headline, the logo strip and Home Pg", async () => {
    await expect(page).toHaveTitle(/^Approach \|/);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(5);
    for (const role of roles) {
      await expect(main.getByRole("heading", { level: 3, name: role, exact: true })).toBeVisible();
    }
    await expectStillHeadline(page, approachPage.phrases);
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/approach$/);
  });

  await test.step("each card toggles its own description and qualification panel", async () => {
    for (const role of roles) {
      const button = toggleFor(page, role);
      const panel = await panelFor(page, role);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await button.click();
      await expect(button).toHaveText(/^less/);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("paragraph").first()).not.toBeEmpty();
      await expect(panel.getByRole("term")).toHaveText("Qualification");
      await expect(panel.getByRole("definition")).not.toBeEmpty();
    }

    const first = toggleFor(page, "UI/UX designers");
    await first.click();
    await expect(first).toHaveText(/^More/);
    await expect(await panelFor(page, "UI/UX designers")).toBeHidden();
    await expect(await panelFor(page, "DBAs")).toBeVisible();
  });
});

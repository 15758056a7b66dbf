import { defaultFounder as founder } from "../../../app/content/founder";
import { founderPage } from "../../../app/content/pages/founder";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { panelFor, toggleFor } from "./card-panels";

const cards = ["Founder", "Team Management", "Visualisation"];

test("founder page: three cards with their own profile panels, the headline, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/founder");
  await test.step("has three cards, the headline, the logo strip and Home Pg", async () => {
    await expect(page).toHaveTitle(/^Founder \|/);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(3);
    for (const card of cards) {
      await expect(main.getByRole("heading", { level: 3, name: card, exact: true })).toBeVisible();
    }
    await expectStillHeadline(page, founderPage.phrases);
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/founder$/);
  });

  await test.step("each card opens its own profile panel with the fixed fields", async () => {
    for (const card of cards) {
      await expect(await panelFor(page, card)).toBeHidden();
    }
    for (const card of cards) {
      const button = toggleFor(page, card);
      await button.click();
      await expect(button).toHaveText(/^less/);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = await panelFor(page, card);
      await expect(panel).toBeVisible();
      const fields: [string, string][] = [
        ["Name", founder.name],
        ["Born", "India"],
        ["CEO for", "2.5 years"],
        ["Foreign experience", "2.4 years"],
        ["Indian experience", "16 years"],
        ["Qualification", founder.qualification],
        ["Father's name", founder.fatherName],
      ];
      await expect(panel.getByRole("term")).toHaveText(fields.map(([label]) => label));
      await expect(panel.getByRole("definition")).toHaveText(fields.map(([, value]) => value));
    }

    await toggleFor(page, "Founder").click();
    await expect(toggleFor(page, "Founder")).toHaveText(/^More/);
    await expect(await panelFor(page, "Founder")).toBeHidden();
    await expect(await panelFor(page, "Team Management")).toBeVisible();
    await expect(await panelFor(page, "Visualisation")).toBeVisible();
  });
});

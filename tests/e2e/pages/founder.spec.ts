import type { Page } from "@playwright/test";
import { founder } from "../../../app/content/founder";
import { expect, test } from "../fixtures";
import { expectTypedPhrases, stopClock } from "../typing";

const cards = ["Founder", "Team Management", "Visualisation"];

/** A card's More/less button: its name is 'More about <card>' or 'less about <card>'. */
const toggle = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^(More|less) about ${name}$`) });

const panelOf = async (page: Page, name: string) =>
  page.locator(`[id="${await toggle(page, name).getAttribute("aria-controls")}"]`);

test.describe("founder page", () => {
  test("has three cards, the logo strip and Home Pg", async ({ page, visit }) => {
    await visit("/founder");
    await expect(page).toHaveTitle(/^Founder \|/);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(3);
    for (const card of cards) {
      await expect(main.getByRole("heading", { level: 3, name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/founder$/);
  });

  test("types its three phrases in turn", async ({ page, visit }) => {
    await stopClock(page);
    await visit("/founder");
    await expectTypedPhrases(
      page,
      cards.map((card) => (card === "Founder" ? "Our Founder" : card)),
    );
  });

  test("each card opens its own profile panel with the fixed fields", async ({ page, visit }) => {
    await visit("/founder");
    for (const card of cards) {
      await expect(await panelOf(page, card)).toBeHidden();
    }
    for (const card of cards) {
      const button = toggle(page, card);
      await button.click();
      await expect(button).toHaveText(/^less/);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = await panelOf(page, card);
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

    await toggle(page, "Founder").click();
    await expect(toggle(page, "Founder")).toHaveText(/^More/);
    await expect(await panelOf(page, "Founder")).toBeHidden();
    await expect(await panelOf(page, "Team Management")).toBeVisible();
    await expect(await panelOf(page, "Visualisation")).toBeVisible();
  });
});

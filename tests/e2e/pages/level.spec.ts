import { levelPage } from "../../../app/content/pages/level";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";

const sections = [
  { heading: "Core technologies", cards: ["Python", "PHP", ".NET", "JavaScript", "HTML/CSS"] },
  { heading: "Other technologies", cards: ["Angular js", "React", "Java", "Database", "MySql"] },
  { heading: "Mobile app solutions", cards: ["Market", "Sales", "Services"] },
];
const allCards = sections.flatMap((section) => section.cards);

test("level page: thirteen cards in three sections with their own panels, the headline and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/level");
  await test.step("has five core, five other and three mobile app cards, and the headline", async () => {
    await expect(page).toHaveTitle(/^Technology Solutions \| /);
    await expectStillHeadline(page, levelPage.phrases);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(13);
    for (const section of sections) {
      const region = main
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: section.heading }) });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(section.cards);
    }
    await expect(main.getByRole("button", { name: /^More/ })).toHaveCount(13);
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
  });

  await test.step("each card opens and closes its own panel, leaving the other twelve closed", async () => {
    for (const title of allCards) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      const button = card.getByRole("button");
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(button).toHaveAccessibleName(`More about ${title}`);
      await expect(panel).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(button).toHaveAccessibleName(`less about ${title}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(page.getByRole("button", { expanded: true })).toHaveCount(1);
      await expect(page.getByRole("button", { name: /^More about/ })).toHaveCount(12);

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveAccessibleName(`More about ${title}`);
      await expect(panel).toBeHidden();
    }
  });

  await test.step("panels stay open together: opening one does not close another", async () => {
    await page.getByRole("button", { name: "More about Python" }).click();
    await page.getByRole("button", { name: "More about Services" }).click();
    await expect(page.getByRole("button", { name: "less about Python" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("button", { name: "less about Services" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  await test.step("has the Home Pg button to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

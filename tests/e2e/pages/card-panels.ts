import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The More/less button of a card: its accessible name ends with the card's title. */
export function toggleFor(page: Page, title: string): Locator {
  return page.getByRole("button", { name: new RegExp(`^(More|less) about ${escapeRegExp(title)}$`) });
}

/** The panel a toggle controls, found through its aria-controls. */
export async function panelOf(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute("aria-controls");
  expect(id, "the toggle names its panel").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The panel of the card with this title. */
export async function panelFor(page: Page, title: string): Promise<Locator> {
  return panelOf(page, toggleFor(page, title));
}

export async function expectCollapsed(page: Page, toggle: Locator) {
  await expect(toggle).toHaveText(/^More/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(page, toggle)).toBeHidden();
}

export async function expectExpanded(page: Page, toggle: Locator) {
  await expect(toggle).toHaveText(/^less/);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(await panelOf(page, toggle)).toBeVisible();
}

/** The page shows exactly these cards, and each card's panel opens and closes on its own. */
export async function expectIndependentPanels(page: Page, titles: readonly string[]) {
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(titles.length);
  for (const title of titles) {
    await expect(cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) })).toHaveCount(
      1,
    );
    await expectCollapsed(page, toggleFor(page, title));
  }
  for (const [index, title] of titles.entries()) {
    const toggle = toggleFor(page, title);
    await toggle.click();
    await expectExpanded(page, toggle);
    const panel = await panelOf(page, toggle);
    const mail = panel.getByRole("link");
    await expect(mail).toHaveAttribute("href", `mailto:${await mail.textContent()}`);
    for (const [other, otherTitle] of titles.entries()) {
      const otherToggle = toggleFor(page, otherTitle);
      if (other < index) await expectExpanded(page, otherToggle);
      if (other > index) await expectCollapsed(page, otherToggle);
    }
  }
  for (const title of titles) {
    const toggle = toggleFor(page, title);
    await toggle.click();
    await expectCollapsed(page, toggle);
  }
}

/** The Home Pg button leads to the home page. */
export async function expectHomePgLink(page: Page, label = "Home Pg") {
  const home = page.getByRole("main").getByRole("link", { name: label, exact: true });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL("/");
}

/** The page's canonical link points at its main path. */
export async function expectCanonical(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${escapeRegExp(path)}$`),
  );
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

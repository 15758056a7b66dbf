import type { Locator } from "@playwright/test";
import { defaultClients } from "../../../app/content/clients";
import { clientsPage } from "../../../app/content/pages/clients";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { toggleFor } from "./card-panels";

const clients = ["iGate", "Neoteric", "Codetech", "Polaris", "Comtug"];

test("clients page: five client cards with logos and their own panels, the headline, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/artica2rout");
  await test.step("has the heading, five client cards with logos, the logo strip and Home Pg", async () => {
    await expect(page).toHaveTitle(/^Clients \|/);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/artica2rout$/);
    await expect(page.getByText("Client's Thought...", { exact: true })).toBeVisible();
    await expectStillHeadline(page, clientsPage(defaultClients).phrases);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(5);
    for (const name of clients) {
      const card = main
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.getByRole("img", { name: `${name} logo` }).first()).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
  });

  const panels: { name: string; button: Locator; panel: Locator }[] = [];
  await test.step("each More opens its own panel, reads 'less' while open, and less closes it", async () => {
    for (const name of clients) {
      const button = toggleFor(page, name);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(panel).toBeHidden();
      panels.push({ name, button, panel });
    }

    const [first, second] = panels;
    if (!first || !second) throw new Error("expected five panels");
    await first.button.click();
    await expect(first.button).toHaveText(/^less/);
    await expect(first.button).toHaveAttribute("aria-expanded", "true");
    await expect(first.panel).toBeVisible();
    await expect(first.panel.getByRole("heading", { name: /^iGate/ })).toBeVisible();
    await expect(first.panel.getByRole("img", { name: "iGate logo" })).toBeVisible();
    await expect(first.panel.getByRole("link", { name: "hr@example.com" })).toHaveAttribute(
      "href",
      "mailto:hr@example.com",
    );
    await expect(second.panel).toBeHidden();

    await second.button.click();
    await expect(first.panel).toBeVisible();
    await expect(second.panel).toBeVisible();

    await first.button.click();
    await expect(first.button).toHaveText(/^More/);
    await expect(first.panel).toBeHidden();
    await expect(second.panel).toBeVisible();
  });

  await test.step("every panel has a company heading, the logo, paragraphs, a note and the HR mail link", async () => {
    for (const { name, button, panel } of panels) {
      if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
      await expect(panel.getByRole("heading", { level: 4, name: new RegExp(`^${name}`) })).toBeVisible();
      await expect(panel.getByRole("img", { name: `${name} logo` })).toBeVisible();
      await expect(panel.getByRole("paragraph").first()).toBeVisible();
      await expect(panel.getByText(/Write to our HR team/)).toBeVisible();
      await expect(panel.getByRole("link", { name: "hr@example.com" })).toBeVisible();
    }
  });

  await test.step("/artica2 shows the same screen, with the canonical link to /artica2rout", async () => {
    await visit("/artica2");
    await expect(page).toHaveTitle(/^Clients \|/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(5);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/artica2rout$/);
  });
});

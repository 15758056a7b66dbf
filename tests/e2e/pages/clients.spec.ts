import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { toggleFor } from "./card-panels";

const clients = ["iGate", "Neoteric", "Codetech", "Polaris", "Comtug"];

for (const path of ["/artica2rout", "/artica2"]) {
  test.describe(`clients page at ${path}`, () => {
    test("has the heading, five client cards with logos, the logo strip and Home Pg", async ({
      page,
      visit,
    }) => {
      await visit(path);
      await expect(page).toHaveTitle(/^Clients \|/);
      await expect(page.getByText("Client's Thought...", { exact: true })).toBeVisible();
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

    test("links its canonical address to /artica2rout", async ({ page, visit }) => {
      await visit(path);
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/artica2rout$/);
    });
  });
}

test.describe("clients page", () => {
  testTypingHeadline(
    "/artica2rout",
    clients.map((name) => `Client ${name}`),
  );

  test("each More opens its own panel, reads 'less' while open, and less closes it", async ({
    page,
    visit,
  }) => {
    await visit("/artica2rout");
    const panels = [];
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

  test("every panel has a company heading, the logo, paragraphs, a note and the HR mail link", async ({
    page,
    visit,
  }) => {
    await visit("/artica2rout");
    for (const name of clients) {
      const button = toggleFor(page, name);
      await button.click();
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(panel.getByRole("heading", { level: 4, name: new RegExp(`^${name}`) })).toBeVisible();
      await expect(panel.getByRole("img", { name: `${name} logo` })).toBeVisible();
      await expect(panel.getByRole("paragraph").first()).toBeVisible();
      await expect(panel.getByText(/Write to our HR team/)).toBeVisible();
      await expect(panel.getByRole("link", { name: "hr@example.com" })).toBeVisible();
    }
  });
});

import { company } from "../../../app/content/company";
import { aboutPage } from "../../../app/content/pages/about";
import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import {
  expectCanonical,
  expectCollapsed,
  expectExpanded,
  expectHomePgLink,
  panelOf,
  toggleFor,
} from "./card-panels";

test.describe("about page", () => {
  test("describes the company, with the logo strip", async ({ page, visit }) => {
    await visit("/about");
    await expectCanonical(page, "/about");
    await expect(page.getByText(/is a software services company in Mumbai/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
  });

  test("has two image cards whose More buttons open one shared panel", async ({ page, visit }) => {
    await visit("/about");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(2);
    await expect(articles.getByRole("img")).toHaveCount(2);
    const first = toggleFor(page, "Our Team");
    const second = toggleFor(page, "Our Office");
    const shared = await panelOf(page, first);
    expect(await first.getAttribute("aria-controls")).toBe(await second.getAttribute("aria-controls"));

    await expectCollapsed(page, first);
    await expectCollapsed(page, second);

    await first.click();
    await expectExpanded(page, first);
    await expectExpanded(page, second);
    await expect(shared.getByText(/^Note:/)).toBeVisible();
    await expect(shared.getByText(company.address)).toBeVisible();
    const mail = shared.getByRole("link");
    await expect(mail).toHaveAttribute("href", `mailto:${await mail.textContent()}`);

    await second.click();
    await expectCollapsed(page, first);
    await expectCollapsed(page, second);

    await second.click();
    await expectExpanded(page, first);
    await first.click();
    await expectCollapsed(page, second);
  });

  testTypingHeadline("/about", aboutPage.phrases);

  test("has the Home Pg button to /", async ({ page, visit }) => {
    await visit("/about");
    await expectHomePgLink(page);
  });
});

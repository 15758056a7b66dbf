import { defaultProfile } from "../../../app/content/company";
import { aboutPage } from "../../../app/content/pages/about";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import {
  expectCanonical,
  expectCollapsed,
  expectExpanded,
  expectHomePgLink,
  panelOf,
  toggleFor,
} from "./card-panels";

test("about page: the company, two image cards sharing one panel, the headline and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/about");
  await test.step("describes the company, with the logo strip and its headline", async () => {
    await expectCanonical(page, "/about");
    await expect(page.getByText(/is a software services company in Mumbai/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expectStillHeadline(page, aboutPage.phrases);
  });

  await test.step("the two image cards' More buttons open one shared panel", async () => {
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
    await expect(shared.getByText(defaultProfile.address)).toBeVisible();
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

  await test.step("the Home Pg button leads to /", () => expectHomePgLink(page));
});

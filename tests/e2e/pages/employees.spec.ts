import { employeesPage } from "../../../app/content/pages/employees";
import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { panelFor, toggleFor } from "./card-panels";

const roles = ["UI/UX Designer", "Architect", "Developer", "Manager", "DBA"];
const experience = ["2 years", "1.5 years", "3.2 years", "1.2 years", "2.7 years"];

test.describe("employees page", () => {
  test("has five role cards, the logo strip and Home Pg", async ({ page, visit }) => {
    await visit("/employee");
    await expect(page).toHaveTitle(/^Employees \|/);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(5);
    for (const role of roles) {
      await expect(main.getByRole("heading", { level: 3, name: role, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/employee$/);
  });

  testTypingHeadline("/employee", employeesPage.phrases);

  test("each More opens its own panel, reads 'less' while open, and less closes it", async ({
    page,
    visit,
  }) => {
    await visit("/employee");
    const designer = toggleFor(page, "UI/UX Designer");
    const dba = toggleFor(page, "DBA");
    const designerPanel = await panelFor(page, "UI/UX Designer");
    const dbaPanel = await panelFor(page, "DBA");
    await expect(designer).toHaveAttribute("aria-expanded", "false");
    await expect(designerPanel).toBeHidden();

    await designer.click();
    await expect(designer).toHaveText(/^less/);
    await expect(designer).toHaveAttribute("aria-expanded", "true");
    await expect(designerPanel).toBeVisible();
    await expect(dbaPanel).toBeHidden();

    await dba.click();
    await expect(designerPanel).toBeVisible();
    await expect(dbaPanel).toBeVisible();

    await designer.click();
    await expect(designer).toHaveText(/^More/);
    await expect(designerPanel).toBeHidden();
    await expect(dbaPanel).toBeVisible();
  });

  test("every panel shows a photo, a name, birthplace India, experience, qualification, software, role and mail", async ({
    page,
    visit,
  }) => {
    await visit("/employee");
    for (const [index, role] of roles.entries()) {
      await toggleFor(page, role).click();
      const panel = await panelFor(page, role);
      await expect(panel.getByRole("img", { name: /^Portrait of / })).toBeVisible();
      for (const label of ["Name", "Born", "Experience with us", "Qualification", "Software knowledge"]) {
        await expect(panel.getByRole("term").filter({ hasText: label })).toBeVisible();
      }
      await expect(panel.getByRole("definition").nth(1)).toHaveText("India");
      await expect(panel.getByRole("definition").nth(2)).toHaveText(experience[index] ?? "");
      await expect(panel.getByRole("paragraph").first()).not.toBeEmpty();
      await expect(panel.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
        "href",
        "mailto:info@example.com",
      );
    }
  });

  test("the five photos are different drawings", async ({ page, visit }) => {
    await visit("/employee");
    const sources = new Set<string | null>();
    for (const role of roles) {
      await toggleFor(page, role).click();
      sources.add(await (await panelFor(page, role)).getByRole("img").getAttribute("src"));
    }
    expect(sources.size).toBe(5);
  });
});

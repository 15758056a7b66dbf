import { defaultEmployees } from "../../../app/content/employees";
import { employeesPage } from "../../../app/content/pages/employees";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { panelFor, toggleFor } from "./card-panels";

const roles = ["UI/UX Designer", "Architect", "Developer", "Manager", "DBA"];
const experience = ["2 years", "1.5 years", "3.2 years", "1.2 years", "2.7 years"];

test("employees page: five role cards with their own profile panels, the headline, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/employee");
  await test.step("has five role cards, the headline, the logo strip and Home Pg", async () => {
    await expect(page).toHaveTitle(/^Employees \|/);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(5);
    for (const role of roles) {
      await expect(main.getByRole("heading", { level: 3, name: role, exact: true })).toBeVisible();
    }
    await expectStillHeadline(page, employeesPage(defaultEmployees).phrases);
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Pg" })).toHaveAttribute("href", "/");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/employee$/);
  });

  await test.step("each More opens its own panel, reads 'less' while open, and less closes it", async () => {
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

  await test.step("every panel shows a different photo, a name, birthplace India, experience, qualification, software, role and mail", async () => {
    const sources = new Set<string | null>();
    for (const [index, role] of roles.entries()) {
      const button = toggleFor(page, role);
      if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
      const panel = await panelFor(page, role);
      const photo = panel.getByRole("img", { name: /^Portrait of / });
      await expect(photo).toBeVisible();
      sources.add(await photo.getAttribute("src"));
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
    expect(sources.size).toBe(5);
  });
});

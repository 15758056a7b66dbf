import { expect, test } from "../fixtures";

test.describe("technology showcase page", () => {
  test("lists the claimed stack and the other technology topics with the logo strip", async ({
    page,
    visit,
  }) => {
    await visit("/aside1");
    await expect(page).toHaveTitle(/^Technology showcase \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology showcase");
    const list = (heading: string) =>
      page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: heading }) })
        .getByRole("listitem");
    await expect(list("Our stack")).toHaveText([
      "Angular",
      "Node.js",
      "Express",
      "MongoDB (document database)",
      "XML",
      "PHP",
      "Python",
      "Cloud hosting",
      "MVC",
      "SQL Server",
    ]);
    await expect(list("Other technology topics")).toHaveText([
      "React",
      "Java",
      "MySQL",
      "JavaScript",
      "HTML/CSS",
    ]);
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
  });

  test("has the Home Pg button to the home page", async ({ page, visit }) => {
    await visit("/aside1");
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

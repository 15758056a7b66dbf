import { expect, test } from "../fixtures";

test("technology showcase page: the claimed stack, the other topics, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/aside1");
  await test.step("lists the claimed stack and the other technology topics with the logo strip", async () => {
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

  await test.step("has the Home Pg button to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

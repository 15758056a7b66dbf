import { expect, test } from "../fixtures";

test("company article page: the company information, founder and showcase cards, and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/artical");
  await test.step("holds the company information card, the founder card and the client showcase", async () => {
    await expect(page).toHaveTitle(/^Company article \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company article");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Company information",
      "Our founder",
      "What we build with",
    ]);
    await expect(main.getByText(/is a software and IT services company in Mumbai/)).toBeVisible();
    await expect(main.getByRole("img", { name: "Rahul Mehta" })).toBeVisible();
    await expect(main.getByRole("link", { name: "More about our founder" })).toHaveAttribute(
      "href",
      "/founder",
    );
    for (const technology of ["Angular", "Node.js", "Express", "XML", "PHP", "Python", "MVC", "SQL Server"]) {
      await expect(
        main
          .getByRole("listitem")
          .filter({ hasText: new RegExp(`^${technology}`) })
          .first(),
      ).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
  });

  await test.step("has the Home Pg button to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

import { expect, test } from "../fixtures";

test("contact / nav page: the company table with row headers, and Home Pg", async ({ page, visit }) => {
  await visit("/nav2");
  await test.step("shows the company table with row headers", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company details");
    const table = page.getByRole("table");
    const row = (name: string) => table.getByRole("row", { name: new RegExp(`^${name}`) });
    await expect(table.getByRole("rowheader")).toHaveText([
      "Address",
      "Office time",
      "Phone",
      "Mail",
      "Information",
      "Note",
    ]);
    await expect(row("Address").getByRole("cell")).toHaveText(
      "2nd Floor, Sai Commercial Complex, Andheri East, Mumbai, Maharashtra 400069, India",
    );
    await expect(row("Office time").getByRole("cell")).toHaveText(
      "9 AM to 6 PM and 9 PM to 5 AM, except Saturday and Sunday",
    );
    await expect(row("Phone").getByRole("link", { name: "+91 22 4000 0000" })).toHaveAttribute(
      "href",
      "tel:+912240000000",
    );
    // The address comes from COMPANY_EMAIL; the test server runs with the default.
    const mail = row("Mail").getByRole("link");
    await expect(mail).toHaveAttribute("href", /^mailto:[^@]+@example\.com$/);
    await expect(row("Information").getByRole("cell")).toContainText("software and IT services company");
    await expect(row("Note").getByRole("cell")).toHaveText(
      "Available: internship and training of software programming languages",
    );
  });

  for (const path of ["/nav2", "/nav", "/nav1"]) {
    await test.step(`${path} shows the same screen with the canonical link to /nav2`, async () => {
      if (path !== "/nav2") await visit(path);
      await expect(page.getByRole("table").getByRole("rowheader", { name: "Office time" })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/nav2$/);
      await expect(page).toHaveTitle(/^Company details \| /);
    });
  }

  await test.step("has the Home Pg button to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

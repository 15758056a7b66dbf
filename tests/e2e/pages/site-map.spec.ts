import { sitePages } from "../../../app/content/site-pages";
import { DATA_REQUEST_CONFIRM_PATH } from "../../../app/lib/data-requests";
import { addressOf, routeTable } from "../../support/route-table";
import { expect, test } from "../fixtures";

/**
 * Every public page of the route table: the marketing, lead-form and course modules at their own paths.
 * Aliases and the spec's API endpoints reuse those modules under a route id other than their path,
 * and stay off the list; so do the pages of a parameter (an opening's, a course's), which /jobs and
 * /courses link to, and the page a data request's mailed link opens.
 */
const publicPaths = routeTable
  .filter(
    (entry) =>
      /^routes\/(marketing|leads|courses)\//.test(entry.file) &&
      (entry.id === undefined || entry.id === entry.path) &&
      !entry.path?.includes(":"),
  )
  .map((entry) => addressOf(entry.path ?? ""))
  .filter((path) => path !== DATA_REQUEST_CONFIRM_PATH);

test("all pages (/header): the header, a link to every public page with a line about it, and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/header");
  await test.step("shows the header and links to every public page with a line about it", async () => {
    await expect(page).toHaveTitle(/^All pages \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All pages");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

    expect([...sitePages.map((entry) => entry.path)].sort()).toEqual([...publicPaths].sort());
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(publicPaths.length);
    for (const [index, entry] of sitePages.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("link")).toHaveAttribute("href", entry.path);
      await expect(item.getByRole("link")).toHaveText(entry.label);
      await expect(item).toContainText(entry.description);
    }
  });

  await test.step("has the Home Pg button to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });

  await test.step("a listed page opens from the list", async () => {
    await visit("/header");
    await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
});

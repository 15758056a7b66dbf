import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Checks each link's address and that the server has a page there; clicks the first `follow` links
 * and comes back, in one visit of the page (a page load each, the test's cost under load).
 */
async function expectEachLinkGoesThere(
  page: Page,
  linkNamed: (name: string) => Locator,
  links: readonly (readonly [name: string, href: string])[],
  follow: number,
) {
  for (const [name, href] of links) {
    await expect(linkNamed(name)).toHaveAttribute("href", href);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  for (const [name, href] of links.slice(0, follow)) {
    await linkNamed(name).click();
    await expect(page).toHaveURL(href);
    await page.goBack();
    await expect(page).toHaveURL("/");
  }
}

const circularMenu = [
  ["Services", "/services"],
  ["Product", "/product"],
  ["Product1", "/product1"],
  ["Product2", "/product2"],
  ["Product3", "/product3"],
] as const;

const tiles = [
  ["Company", "/about"],
  ["Jobs", "/jobs"],
  ["Courses", "/courses"],
  ["Apps", "/video"],
  ["Feedback", "/feedback"],
  ["More about the founder", "/founder"],
  ["Employees", "/employee"],
  ["Client info", "/need"],
  ["Call us", "/contact"],
  ["Office hours and address", "/nav2"],
  ["Clients", "/artica2rout"],
] as const;

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("has the banner, the company, founder and showcase cards, and the circular menu and Explore tiles lead to their pages", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await test.step("has the banner, the company card, the founder card and the client showcase", async () => {
      await expect(page).toHaveTitle(/Mumbai Soft Solutions/);
      await expect(page.getByText(/We build mobile apps for iOS and Android/).first()).toBeAttached();
      await expect(page.getByRole("heading", { name: "Company information" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Our founder" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "What we build with" })).toBeVisible();
      for (const technology of [
        "Angular",
        "Node.js",
        "Express",
        "XML",
        "PHP",
        "Python",
        "MVC",
        "SQL Server",
      ]) {
        await expect(
          page
            .getByRole("listitem")
            .filter({ hasText: new RegExp(`^${technology}`) })
            .first(),
        ).toBeVisible();
      }
      await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    });

    await test.step("the circular menu links to the five service pages, and each link goes there", async () => {
      const menu = page.getByRole("navigation", { name: "Our work" });
      await expect(menu.getByRole("link")).toHaveCount(circularMenu.length);
      await expectEachLinkGoesThere(
        page,
        (name) => menu.getByRole("link", { name, exact: true }),
        circularMenu,
        1,
      );
    });

    await test.step("the Explore tiles link to their eleven pages, and each link goes there", async () => {
      const explore = page.getByRole("region", { name: "Explore" });
      await expect(explore.getByRole("link")).toHaveCount(tiles.length);
      await expectEachLinkGoesThere(
        page,
        (name) => explore.getByRole("link", { name: new RegExp(`^${name}`) }),
        tiles,
        2,
      );
    });
  });

  test.describe(() => {
    // A fake clock stays in its browser context, and the carousel moves only when motion is allowed.
    test.use({ ownContext: true, reducedMotion: "no-preference" });

    test("the client carousel advances after 5 s and not after 2 s, can be paused, and stands still with reduced motion", async ({
      page,
      visit,
    }) => {
      await page.clock.install();
      const visibleSlide = page.getByRole("group").filter({ visible: true });

      await test.step("advances after 5 s and not after 2 s", async () => {
        await visit("/");
        await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 5: iGate");
        await page.clock.runFor(2000);
        await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 5: iGate");
        await page.clock.runFor(3000);
        await expect(visibleSlide).toHaveAttribute("aria-label", "2 of 5: Neoteric");
        await page.clock.runFor(5000);
        await expect(visibleSlide).toHaveAttribute("aria-label", "3 of 5: Codetech");
      });

      await test.step("can be paused", async () => {
        await visit("/");
        await page.getByRole("button", { name: "Pause" }).click();
        await page.mouse.move(0, 0);
        await page.getByRole("heading", { level: 1 }).click();
        await page.clock.runFor(12_000);
        await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 5: iGate");
      });

      await test.step("nothing moves with reduced motion", async () => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await visit("/");
        await page.clock.runFor(12_000);
        await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 5: iGate");
        const animations = await page.evaluate(
          () => document.getAnimations().filter((animation) => animation.playState === "running").length,
        );
        expect(animations).toBe(0);
      });
    });

    test("lays the page out once: nothing shifts while it loads, and the scrolling strips start after 4 s", async ({
      page,
      visit,
    }) => {
      // A phone's width, where the heading wraps and the round menu sits below it.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await visit("/");
      await page.evaluate(() => document.fonts.ready);
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shifted).toBe(0);
      const delays = await page.evaluate(() =>
        document.getAnimations().map((animation) => animation.effect?.getTiming().delay),
      );
      expect(delays).toEqual([4000, 4000]);
    });
  });
});

import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { areaLinks } from "../../app/content/navigation";
import { aboutPage } from "../../app/content/pages/about";
import { servicesPage } from "../../app/content/pages/services";
import { expect, test, waitForShowingPage } from "./fixtures";
import { holdScripts } from "./held-scripts";

// The pages whose job is to show: no framework, one small script (docs/decisions/017).
const showingPages = [
  "/",
  "/about",
  "/services",
  "/approach",
  "/employee",
  "/founder",
  "/level",
  "/product",
  "/product1",
  "/product2",
  "/product3",
  "/artical",
  "/artica2rout",
  "/aside1",
  "/nav2",
  "/contact",
  "/header",
  "/video",
  "/courses",
  "/courses/java-programming",
  "/privacy",
  // Forms the browser checks and the server answers need no framework either.
  "/login",
  "/forget",
  "/verification",
];
const BUDGET_BYTES = 15 * 1024;

/** Every script the page ran: its files' bodies and its inline scripts' text. */
async function scriptsOf(page: Page, path: string) {
  const files: Promise<Buffer>[] = [];
  const collect = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") files.push(response.body());
  };
  page.on("response", collect);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  page.off("response", collect);
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && !/json/.test(script.type))
      .map((script) => script.textContent ?? ""),
  );
  return [...(await Promise.all(files)), ...inline.map((text) => Buffer.from(text))];
}

test.describe("pages that only show", () => {
  // A context of its own: the shared one's cache would hide files the page loads.
  test.use({ ownContext: true });

  for (const path of showingPages) {
    test(`${path} loads one script, at most 15 KB gzip, and none of React`, async ({ page }) => {
      const scripts = await scriptsOf(page, path);
      const bytes = scripts.reduce((sum, script) => sum + gzipSync(script).length, 0);
      expect(scripts.length, "scripts").toBe(1);
      expect(bytes, "gzip bytes").toBeLessThanOrEqual(BUDGET_BYTES);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  for (const path of ["/jobs", "/file-upload"]) {
    test(`${path} loads the page script and the upload script, at most 15 KB gzip, and none of React`, async ({
      page,
    }) => {
      const scripts = await scriptsOf(page, path);
      const bytes = scripts.reduce((sum, script) => sum + gzipSync(script).length, 0);
      expect(scripts.length, "scripts").toBe(2);
      expect(bytes, "gzip bytes").toBeLessThanOrEqual(BUDGET_BYTES);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  test("the header links to the signed-in account's area, read from the area cookie", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "area", value: "admin", url: baseURL ?? "" }]);
    await scriptsOf(page, "/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: areaLinks.admin.label })).toHaveAttribute(
      "href",
      areaLinks.admin.to,
    );
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
});

test.describe("a page that only shows, for a signed-in visitor at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("keeps its menu on one row when its script adds the area link, so nothing below moves", async ({
    page,
    context,
    baseURL,
    visit,
  }) => {
    const header = page.getByRole("banner");
    const main = page.getByRole("main");
    await visit("/services");
    const anonymous = { header: await header.boundingBox(), main: await main.boundingBox() };
    for (const area of ["user", "admin"] as const) {
      await context.addCookies([{ name: "area", value: area, url: baseURL ?? "" }]);
      await visit("/services");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: areaLinks[area].label }),
      ).toHaveCount(1);
      expect({ header: await header.boundingBox(), main: await main.boundingBox() }, area).toEqual(anonymous);
    }
  });
});

test.describe("a page React hydrates", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("has the area link in its first paint, so nothing moves under a click when React arrives", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "area", value: "user", url: baseURL ?? "" }]);
    // The page's modules wait until the first paint is measured.
    const release = await holdScripts(page);
    await page.goto("/login/passkey", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const main = page.getByRole("main");
    await expect(nav.getByRole("link", { name: areaLinks.user.label })).toHaveAttribute(
      "href",
      areaLinks.user.to,
    );
    // The first paint waits for the render-blocking stylesheet (its reset sets the body's margin to 0).
    await page.waitForFunction(() => getComputedStyle(document.body).marginTop === "0px");
    const before = await main.boundingBox();
    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(nav.getByRole("link", { name: areaLinks.user.label })).toHaveCount(1);
    expect(await main.boundingBox()).toEqual(before);
  });
});

test.describe("a link from a page with forms", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("loads the page that only shows afresh, with its own script and no React", async ({ page, visit }) => {
    await visit("/login/passkey");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    // React leaves before it fetches the page's data: one request for the page, its document.
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/about",
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About", exact: true })
      .click();
    await reload;
    await waitForShowingPage(page);
    const more = page.getByRole("button", { name: /^(More|less) about/ }).first();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    expect(dataRequests).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/services", "/login", "/need"]) {
    test(`${path} shows one Menu control, the button`, async ({ page, visit }) => {
      await visit(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("button", { name: "Menu" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Menu" })).toBeHidden();
    });
  }
});

test.describe("without JavaScript on a phone", () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test("the header's menu opens and reaches /about and /contact", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path] of [
      ["About", "/about"],
      ["Contact", "/contact"],
    ] as const) {
      await page.goto("/services");
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toBeHidden();
      await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
      await nav.getByRole("link", { name: "Menu" }).tap();
      await expect(link).toBeVisible();
      // Opening the menu does not scroll the bar with the Menu link out of view.
      await expect(nav.getByRole("link", { name: "Menu" })).toBeInViewport({ ratio: 1 });
      await expect(nav.getByRole("link", { name: "Level" })).toBeVisible();
      await link.tap();
      await expect(page).toHaveURL(path);
    }
  });

  test("a typed headline shows its first phrase, and no cursor", async ({ page }) => {
    for (const [path, [first = ""]] of [
      ["/services", servicesPage.phrases],
      ["/about", aboutPage.phrases],
    ] as const) {
      expect(first).not.toBe("");
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveAccessibleName(first);
      await expect(heading.locator("noscript").getByText(first, { exact: true })).toBeVisible();
      await expect(page.getByTestId("typed")).toBeHidden();
    }
  });
});

test.describe("the home carousel", () => {
  test.use({ ownContext: true, hasTouch: true, viewport: { width: 1280, height: 900 } });
  const slide = (page: Page) => page.getByRole("group").filter({ visible: true });

  test("moves by the arrow keys and by a swipe, and stands still under reduced motion", async ({
    page,
    visit,
  }) => {
    await page.clock.install();
    await visit("/");
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 5: iGate");

    await test.step("the arrow keys move it while it has the focus", async () => {
      await page.getByRole("button", { name: "Next client" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(slide(page)).toHaveAttribute("aria-label", "2 of 5: Neoteric");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(slide(page)).toHaveAttribute("aria-label", /^5 of 5: /);
    });

    await test.step("a swipe to the left shows the next client, to the right the one before", async () => {
      const box = await slide(page).boundingBox();
      if (!box) throw new Error("no slide on screen");
      const touch = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        const y = box.y + box.height / 2;
        await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 5; step++)
          await touch.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x: from + ((to - from) * step) / 5, y }],
          });
        await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      await swipe(box.x + box.width - 5, box.x + 5);
      await expect(slide(page)).toHaveAttribute("aria-label", "1 of 5: iGate");
      await swipe(box.x + 5, box.x + box.width - 5);
      await expect(slide(page)).toHaveAttribute("aria-label", /^5 of 5: /);
    });

    await test.step("under reduced motion it stays put, and the keys still move it", async () => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit("/");
      await page.clock.runFor(12_000);
      await expect(slide(page)).toHaveAttribute("aria-label", "1 of 5: iGate");
      await page.getByRole("button", { name: "Previous client" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(slide(page)).toHaveAttribute("aria-label", "2 of 5: Neoteric");
    });
  });
});

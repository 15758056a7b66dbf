import { axeViolations, expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openAllPanels, publicPagePaths } from "./public-pages";

// One visit per public page for what every page owes: it works with no internet (every request it
// makes stays on the site's own origin, and none fails), and axe finds no violation of the WCAG
// 2.0/2.1 A and AA rules, with its panels open so that their contents are scanned too.
for (const path of publicPagePaths) {
  test(`${path} loads everything from its own origin and has no WCAG 2.1 AA violations`, async ({
    page,
    baseURL,
    visit,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const foreign: string[] = [];
    const failed: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== origin) foreign.push(request.url());
    });
    page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    await visit(path);
    // Bring lazy images into view and open every panel, so their pictures load too.
    await openAllPanels(page);
    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    expect(failed).toEqual([]);

    await expectNoAxeViolations(page);
  });
}

test("the scan finds a violation when a page has one", async ({ page, visit }) => {
  await visit("/contact");
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*main > img$/)]);
});

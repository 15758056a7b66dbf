import { axeViolations, expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openAllPanels, publicPagePaths } from "./public-pages";

// One visit per public page for what every page owes: it works with no internet (every request it
// makes stays on the site's own origin, and none fails), and axe finds no violation of the WCAG
// 2.0/2.1 A and AA rules, with its panels open so that their contents are scanned too. The pages go
// in a few groups, a step each, so the two workers share them without a test's set-up per page.
const groups = 4;
for (let group = 0; group < groups; group++) {
  const paths = publicPagePaths.filter((_, index) => index % groups === group);
  test(`${paths.join(", ")} load everything from their own origin and have no WCAG 2.1 AA violations`, async ({
    page,
    baseURL,
    visit,
  }) => {
    test.setTimeout(paths.length * 15_000);
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
    for (const path of paths) {
      await test.step(path, async () => {
        await visit(path);
        // Bring lazy images into view and open every panel, so their pictures load too.
        await openAllPanels(page);
        await page.mouse.wheel(0, 100_000);
        await page.waitForLoadState("networkidle");
        expect(foreign, path).toEqual([]);
        expect(failed, path).toEqual([]);
        await expectNoAxeViolations(page, path);
      });
    }
  });
}

test("the scan finds a violation when a page has one", async ({ page, visit }) => {
  await visit("/contact");
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*main > img$/)]);
});

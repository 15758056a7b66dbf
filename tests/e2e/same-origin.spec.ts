import { expect, test } from "./fixtures";
import { openAllPanels, publicPagePaths } from "./public-pages";

// The site works with no internet: every request a public page makes stays on the site's own
// origin, and none fails.
for (const path of publicPagePaths) {
  test(`${path} loads everything from its own origin`, async ({ page, baseURL }) => {
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
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Bring lazy images into view and open every panel, so their pictures load too.
    await openAllPanels(page);
    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    expect(failed).toEqual([]);
  });
}

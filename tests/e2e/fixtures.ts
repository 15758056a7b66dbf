import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

interface Fixtures {
  /** Paths a test expects to be missing: the browser's 404 message for them is not an error. */
  missingPaths: string[];
  /**
   * Requests a test expects the server to refuse with a 4xx answer (an upload it rejects): the
   * browser's "status of 4xx" message for them is not an error. A route's data request (`.data`)
   * and its document are one route's answer, as for missing paths.
   */
  refusedRequests: { path: string; status: number }[];
  visit: (path: string) => Promise<void>;
  failOnPageErrors: undefined;
  /** A browser context of the test's own instead of the worker's shared one (see `context`). */
  ownContext: boolean;
}

interface WorkerFixtures {
  sharedContext: BrowserContext;
}

/** The context options the tests may change with `test.use`; any change gets a context of its own. */
const contextKeys = [
  "baseURL",
  "viewport",
  "userAgent",
  "deviceScaleFactor",
  "isMobile",
  "hasTouch",
  "javaScriptEnabled",
  "reducedMotion",
] as const satisfies readonly (keyof BrowserContextOptions)[];

/**
 * Every browser test fails on any console error, uncaught page error or Content Security Policy
 * issue Chrome reports (through the DevTools protocol: an `eval` the policy blocks is reported
 * there, not on the console), and opens pages with `visit`, which waits until React has hydrated
 * the page before anything is clicked.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  missingPaths: [[], { option: true }],
  ownContext: [false, { option: true }],
  // One context per worker keeps the browser's cache, so the site's immutable scripts load once per
  // worker instead of once per test (a large share of a page visit). Between tests its cookies
  // go and every page is closed; nothing else of the site's lives in the browser (only the visit's
  // sessionStorage, which ends with its page; no service worker), and pages are revalidated
  // (no-cache), so tests still see the server's state.
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(optionsOf(workerInfo.project.use));
      // A page of the site's kept open for the worker's life: with --process-per-site its renderer
      // process then serves every test's pages instead of being started again for each one.
      const anchor = await context.newPage();
      await anchor.goto("/healthz");
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  context: async (
    {
      browser,
      sharedContext,
      ownContext,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      reducedMotion,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      reducedMotion,
    };
    const defaults = optionsOf(testInfo.project.use);
    const asDefault = contextKeys.every(
      (key) => JSON.stringify(options[key] ?? null) === JSON.stringify(defaults[key] ?? null),
    );
    if (asDefault && !ownContext) {
      await sharedContext.clearCookies();
      await use(sharedContext);
      return;
    }
    const context = await browser.newContext(options);
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
    await page.close();
  },
  refusedRequests: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, missingPaths, refusedRequests }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { pathname } = new URL(message.location().url || "about:blank");
        const expected404 =
          message.text().includes("status of 404") &&
          missingPaths.some((path) => pathname === path || pathname === `${path}.data`);
        const expectedRefusal = refusedRequests.some(
          ({ path, status }) =>
            [path, path.replace(/\.data$/, "")].includes(pathname) &&
            message.text().includes(`status of ${status}`),
        );
        if (!expected404 && !expectedRefusal)
          errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      const devtools = await page.context().newCDPSession(page);
      devtools.on("Audits.issueAdded", ({ issue }) => {
        if (issue.code === "ContentSecurityPolicyIssue")
          errors.push(`CSP issue: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
      });
      await devtools.send("Audits.enable");
      await use(undefined);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

function optionsOf(use: BrowserContextOptions): BrowserContextOptions {
  return Object.fromEntries(contextKeys.map((key) => [key, use[key]]));
}

export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Every worker follows a publish within a moment (each polls the content generation): opens `path`
 * again until `shown` is visible, as a visitor reloading would.
 */
export async function visitOncePublished(page: Page, path: string, shown: Locator) {
  await expect(async () => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(shown).toBeVisible({ timeout: 500 });
  }).toPass();
}

/**
 * After a link from a page with forms to a page that only shows, which the browser follows as a
 * document load: the old document may answer for a moment, so ask until the new one does.
 */
export async function waitForShowingPage(page: Page) {
  await expect
    .poll(() => page.evaluate(() => "__reactRouterContext" in window).catch(() => true))
    .toBe(false);
  await page.waitForLoadState();
}

export { expect };

import { test as base, expect, type Page } from "@playwright/test";

interface Fixtures {
  /** Paths a test expects to be missing: the browser's 404 message for them is not an error. */
  missingPaths: string[];
  /**
   * Requests a test expects the server to refuse with a 4xx answer (an upload it rejects): the
   * browser's "status of 4xx" message for them is not an error.
   */
  refusedRequests: { path: string; status: number }[];
  visit: (path: string) => Promise<void>;
  failOnPageErrors: undefined;
}

/**
 * Every browser test fails on any console error, uncaught page error or Content Security Policy
 * issue Chrome reports (through the DevTools protocol: an `eval` the policy blocks is reported
 * there, not on the console), and opens pages with `visit`, which waits until React has hydrated
 * the page before anything is clicked.
 */
export const test = base.extend<Fixtures>({
  missingPaths: [[], { option: true }],
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
          ({ path, status }) => pathname === path && message.text().includes(`status of ${status}`),
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

export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export { expect };

import type { Page } from "@playwright/test";
import { sitePages } from "../../app/content/site-pages";

/**
 * Every public screen once. The aliases (/artica2, /nav, /nav1) draw the same screens and differ only
 * in their canonical link, which their pages' own tests check.
 */
export const publicPagePaths = [...sitePages.map((page) => page.path), "/not-found"];

/** Opens every closed More panel of the page (a shared panel closes several buttons at once). */
export async function openAllPanels(page: Page) {
  const closed = page.getByRole("button", { expanded: false, name: /^More\b/ });
  while ((await closed.count()) > 0) await closed.first().click();
}

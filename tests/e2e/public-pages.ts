import type { Page } from "@playwright/test";
import { sitePages } from "../../app/content/site-pages";

/** Every public page, with the aliases that show the same screens. */
export const publicPagePaths = [
  ...sitePages.map((page) => page.path),
  "/artica2",
  "/nav",
  "/nav1",
  "/not-found",
];

/** Opens every closed More panel of the page (a shared panel closes several buttons at once). */
export async function openAllPanels(page: Page) {
  const closed = page.getByRole("button", { expanded: false, name: /^More\b/ });
  while ((await closed.count()) > 0) await closed.first().click();
}

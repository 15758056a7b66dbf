import { expect, type Page } from "@playwright/test";
import { submitLogin } from "../accounts/accounts";
import { E2E_ADMIN } from "./credentials";

export { E2E_ADMIN };

/** Logs the page's browser in as the admin and waits for the profile. */
export async function signInAsAdmin(page: Page, visit: (path: string) => Promise<void>) {
  await visit("/login");
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL("/home");
}

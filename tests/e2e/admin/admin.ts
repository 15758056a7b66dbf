import { expect, type Page } from "@playwright/test";
import { submitLogin } from "../accounts/accounts";

/** The admin the browser tests' server is started with (ADMIN_EMAIL + ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "staff-admin@example.in", password: "Staff-admin-e2e-pass" } as const;

/** Logs the page's browser in as the admin and waits for the profile. */
export async function signInAsAdmin(page: Page, visit: (path: string) => Promise<void>) {
  await visit("/login");
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL("/home");
}

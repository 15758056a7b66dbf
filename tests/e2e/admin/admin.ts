import type { Cookie } from "@playwright/test";
import { expect, type Page, test } from "@playwright/test";
import { twoFactorPages } from "../../../app/content/pages/two-factor";
import { currentStep, totpAt } from "../../support/totp";
import { enrolTestApp } from "../../support/two-factor";
import { submitLogin } from "../accounts/accounts";
import { E2E_ADMIN } from "./credentials";
import { createAdminAccount, withSiteDatabase } from "./site-database";

export { E2E_ADMIN };

const { secondStep } = twoFactorPages;

/** Types a code at the second step of signing in and sends it. */
export async function submitCode(page: Page, code: string) {
  const main = page.getByRole("main");
  await main.getByLabel(secondStep.labels.code, { exact: true }).fill(code);
  await main.getByRole("button", { name: secondStep.submit, exact: true }).click();
}

/**
 * Each worker signs in as an admin of its own, made as an operator makes one, with an authenticator
 * app whose key the tests know set up through the site's functions (REQUIRE_ADMIN_2FA is on, as by
 * default): a code works once per 30-second step, so two workers sharing an account would refuse
 * each other's.
 */
async function workerAdmin() {
  const admin = {
    email: workerAdminEmail(),
    password: E2E_ADMIN.password,
    totpSecret: "KNSXK3LBNZ2GS3DFOJSXG5DTORWXA5DF",
  };
  await createAdminAccount(admin);
  await withSiteDatabase((app, config) => enrolTestApp(app, config, admin));
  return admin;
}

/** The address of this worker's admin (signInAsAdmin signs in as it). */
export const workerAdminEmail = () => `staff-admin-${test.info().workerIndex}@example.in`;

// The admin's cookies after the worker's sign-in, per server (project): later tests reuse the session.
const signedIn = new Map<string, Cookie[]>();

/** Logs the page's browser in as an admin (password, then the app's code) and waits for the profile. */
export async function signInAsAdmin(page: Page, visit: (path: string) => Promise<void>) {
  const project = test.info().project.name;
  const cookies = signedIn.get(project);
  if (cookies) {
    await page.context().addCookies(cookies);
    await visit("/home");
  } else {
    const admin = await workerAdmin();
    await visit("/login");
    await submitLogin(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/login\/second-factor$/);
    await submitCode(page, totpAt(admin.totpSecret, currentStep()));
    // The first admin sign-in of the site lands on the setup checklist (decision 031), once.
    await expect(page).toHaveURL(/^[^?]*\/(home|admin\/setup)$/);
    signedIn.set(project, await page.context().cookies());
    await visit("/home");
  }
  await expect(page).toHaveURL("/home");
}

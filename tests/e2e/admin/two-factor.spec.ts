import { randomUUID } from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import type { Locator, Page } from "@playwright/test";
import { accountPages } from "../../../app/content/pages/account";
import { twoFactorPages } from "../../../app/content/pages/two-factor";
import { confirmAccessMessages, confirmAccessPath } from "../../../app/lib/confirm-access";
import { twoFactorMessages } from "../../../app/lib/two-factor-messages";
import { markSetupShown } from "../../../app/server/content/setup.server";
import { currentStep, totpAt } from "../../support/totp";
import { enrolTestApp } from "../../support/two-factor";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { mailsTo } from "../mailbox";
import { ageConfirmation, createAdminAccount, withSiteDatabase } from "./site-database";

const { manage, secondStep } = twoFactorPages;
const login = accountPages.login;

// A wrong or spent code at the second step, or when confirming access, is answered 401, a wrong
// password 403, which Chrome reports on the console. (A list in a fixture's [value, options] form,
// as Playwright reads a pair.)
test.use({
  refusedRequests: [
    [
      { path: "/login/second-factor.data", status: 401 },
      { path: "/confirm-access.data", status: 401 },
      { path: "/confirm-access.data", status: 403 },
    ],
    { scope: "test" },
  ],
});

/**
 * Chromium's virtual authenticator stands in for a phone or a security key: it holds discoverable
 * credentials, verifies its user (as a PIN or a fingerprint would) and answers at once.
 */
async function virtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { devtools, authenticatorId };
}

/** Presses Tab until `target` has the focus: it can be reached by keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with the Tab key");
}

/** Reaches a field by Tab and types into it, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

async function press(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}

test("an admin sets up an app, signs in with its code and with a recovery code once, by keyboard alone, on screens axe finds no violation on", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const admin = {
    email: `two-factor-${randomUUID().slice(0, 8)}@example.in`,
    password: "Two-factor-e2e-pass",
  };
  await createAdminAccount(admin);
  // Sign-ins land where they ask, not on the site's first-sign-in checklist (decision 031).
  await withSiteDatabase(({ db }) => markSetupShown(db));
  const main = page.getByRole("main");
  // The page's own live region comes first; the passkey form keeps one of its own.
  const status = main.getByRole("status").first();
  const button = (name: string) => main.getByRole("button", { name, exact: true });
  const field = (label: string) => main.getByLabel(label, { exact: true });

  async function signInWithPassword(redirectTo?: string) {
    await visit(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
    await typeInto(page, field(login.labels.email), admin.email);
    await typeInto(page, field(login.labels.password), admin.password);
    await press(page, button(login.submit));
  }
  async function signOut() {
    await visit("/logout");
    await press(page, button(accountPages.logout.submit));
    await expect(page).toHaveURL("/login");
  }
  async function secondStepWith(code: string) {
    await expect(page).toHaveURL(/\/login\/second-factor$/);
    await typeInto(page, field(secondStep.labels.code), code);
    await press(page, button(secondStep.submit));
  }

  let key = "";
  let stepUsed = 0;
  let recoveryCodes: string[] = [];

  await test.step("the password signs in; the admin area sends the admin to set up a second factor", async () => {
    await signInWithPassword("/admin/audit");
    await expect(page).toHaveURL("/admin/two-factor?redirectTo=%2Fadmin%2Faudit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(manage.heading);
    await expect(main.getByText(manage.required)).toBeVisible();
    await expectNoAxeViolations(page, "two-factor page, nothing set up");
  });

  await test.step("setting up an app shows a QR code drawn on the server and the key in text", async () => {
    await press(page, button(manage.app.start));
    const qr = main.getByRole("img", { name: manage.app.qrLabel });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    key = ((await main.locator("code").textContent()) ?? "").replaceAll(" ", "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, "two-factor page, app being set up");
  });

  await test.step("a code computed from the key confirms the app, ten recovery codes are shown once, and a step leads on to the page asked for", async () => {
    stepUsed = currentStep();
    const { otp } = await generateTOTP({ secret: key });
    await typeInto(page, field(manage.app.codeLabel), otp);
    await press(page, button(manage.app.confirm));
    await expect(status).toHaveText(twoFactorMessages.appConfirmedWithCodes);
    const codesRegion = main.getByRole("region", { name: manage.recovery.newCodes });
    const list = codesRegion.getByRole("listitem");
    await expect(list).toHaveCount(10);
    recoveryCodes = await list.allTextContents();
    // The focus moves to the codes; the page holds them and the step on, nothing else to do.
    await expect(codesRegion.getByRole("heading", { name: manage.recovery.newCodes })).toBeFocused();
    await expect(button(manage.app.remove)).toHaveCount(0);
    await expectNoAxeViolations(page, "two-factor page, app set up, codes shown");
    await press(page, main.getByRole("link", { name: manage.recovery.continue, exact: true }));
    await expect(page).toHaveURL("/admin/audit");
    await expect(page.getByText(recoveryCodes[0] ?? "-")).toHaveCount(0);
    // Back on the page, the app is on and the codes are not shown again.
    await visit("/admin/two-factor");
    await expect(main.getByText(manage.app.on)).toBeVisible();
    await expect(main.getByRole("region", { name: manage.recovery.newCodes })).toHaveCount(0);
    await expect(page.getByText(recoveryCodes[0] ?? "-")).toHaveCount(0);
  });

  await test.step("signed out and in again: the second step refuses a wrong code and takes the app's", async () => {
    await signOut();
    await signInWithPassword();
    await secondStepWith("000000");
    await expect(status).toContainText(twoFactorMessages.wrongCode);
    await expect(field(secondStep.labels.code)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "second step, wrong code");
    // The confirming code's step is spent: the next step's code, which the server accepts early.
    await secondStepWith(totpAt(key, Math.max(currentStep(), stepUsed + 1)));
    await expect(page).toHaveURL("/admin/home");
  });

  await test.step("a recovery code signs in once; the second time it is refused", async () => {
    const [code = ""] = recoveryCodes;
    await signOut();
    await signInWithPassword();
    await secondStepWith(code);
    await expect(page).toHaveURL("/admin/home");
    await signOut();
    await signInWithPassword();
    await secondStepWith(code);
    await expect(status).toContainText(twoFactorMessages.wrongCode);
    await expect(page).toHaveURL(/\/login\/second-factor$/);
  });
});

test("an admin adds a passkey with a virtual authenticator, signs in with it alone and as the second step, and removes it, by keyboard alone", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const admin = { email: `passkey-${randomUUID().slice(0, 8)}@example.in`, password: "Passkey-e2e-pass-1" };
  await createAdminAccount(admin);
  // Sign-ins land where they ask, not on the site's first-sign-in checklist (decision 031).
  await withSiteDatabase(({ db }) => markSetupShown(db));
  const main = page.getByRole("main");
  const status = main.getByRole("status");
  const button = (name: string) => main.getByRole("button", { name, exact: true });
  const field = (label: string) => main.getByLabel(label, { exact: true });
  const { passkeys } = manage;

  const { devtools, authenticatorId } = await virtualAuthenticator(page);

  async function signInWithPassword() {
    await visit("/login");
    await typeInto(page, field(login.labels.email), admin.email);
    await typeInto(page, field(login.labels.password), admin.password);
    await press(page, button(login.submit));
  }
  async function signOut() {
    await visit("/logout");
    await press(page, button(accountPages.logout.submit));
    await expect(page).toHaveURL("/login");
  }

  await test.step("a passkey added on the two-factor page opens the admin area and brings recovery codes", async () => {
    await signInWithPassword();
    // Sign-in leads to the admin home, which sends an admin without a factor to set one up first.
    await expect(page).toHaveURL("/admin/two-factor?redirectTo=%2Fadmin%2Fhome");
    await visit("/admin/two-factor");
    await typeInto(page, field(passkeys.nameLabel), "Test laptop");
    await press(page, button(passkeys.add));
    await expect(status.filter({ hasText: twoFactorMessages.passkeyAddedWithCodes })).toBeVisible();
    await expect(
      main.getByRole("region", { name: manage.recovery.newCodes }).getByRole("listitem"),
    ).toHaveCount(10);
    await expect(main.getByText("Test laptop", { exact: true })).toBeVisible();
    await expect(main.getByText(manage.required)).toBeHidden();
    const { credentials } = await devtools.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials.map((credential) => credential.isResidentCredential)).toEqual([true]);
    await expectNoAxeViolations(page, "two-factor page with a passkey");
  });

  await test.step("the passkey alone signs in, from the login page's link", async () => {
    await signOut();
    await press(page, main.getByRole("link", { name: login.passkeyLink, exact: true }));
    await expect(page).toHaveURL(/\/login\/passkey$/);
    await expectNoAxeViolations(page, "passkey sign-in page");
    await press(page, button(twoFactorPages.passkey.submit));
    await expect(page).toHaveURL("/admin/home");
    await visit("/admin/home");
    await expect(page).toHaveURL("/admin/home");
    // No password was given: changing the factors asks for it first (decision 037).
    await visit("/admin/two-factor");
    await expect(page).toHaveURL(confirmAccessPath("/admin/two-factor"));
  });

  await test.step("after the password, the passkey is the second step", async () => {
    await signOut();
    await signInWithPassword();
    await expect(page).toHaveURL(/\/login\/second-factor$/);
    await expectNoAxeViolations(page, "second step with a passkey");
    await press(page, button(secondStep.passkey));
    await expect(page).toHaveURL("/admin/home");
  });

  await test.step("within minutes of a sign-in that took the password, the passkey is removed; with no factor left, the area asks for one again", async () => {
    await visit("/admin/two-factor");
    const item = main.getByRole("listitem").filter({ hasText: "Test laptop" });
    await press(page, item.getByRole("button", { name: passkeys.remove("Test laptop"), exact: true }));
    await expect(status.first()).toHaveText(twoFactorMessages.passkeyRemoved);
    await expect(main.getByText(passkeys.none)).toBeVisible();
    await expect(main.getByText(manage.required)).toBeVisible();
  });
});

test("an admin signed in more than 10 minutes ago is asked for the password and a current code before adding a passkey, by keyboard alone; the change is mailed", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const admin = {
    email: `confirm-${randomUUID().slice(0, 8)}@example.in`,
    password: "Confirm-e2e-pass-1",
    totpSecret: "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U",
  };
  await createAdminAccount(admin);
  await withSiteDatabase((app, config) => enrolTestApp(app, config, admin));
  const main = page.getByRole("main");
  const status = main.getByRole("status").first();
  const button = (name: string) => main.getByRole("button", { name, exact: true });
  const field = (label: string) => main.getByLabel(label, { exact: true });
  const { confirmAccess } = accountPages;

  const { devtools, authenticatorId } = await virtualAuthenticator(page);
  const passkeysHeld = async () =>
    (await devtools.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
  let stepUsed = 0;
  /** A code of the app the server has not seen used yet (the server takes the next step's early). */
  const unusedCode = () => totpAt(admin.totpSecret, Math.max(currentStep(), stepUsed + 1));
  /** The same, for a try that spends it. */
  const freshCode = () => {
    stepUsed = Math.max(currentStep(), stepUsed + 1);
    return totpAt(admin.totpSecret, stepUsed);
  };

  await test.step("signed in with the password and the app's code, 11 minutes ago", async () => {
    await visit("/login");
    await typeInto(page, field(login.labels.email), admin.email);
    await typeInto(page, field(login.labels.password), admin.password);
    await press(page, button(login.submit));
    await expect(page).toHaveURL(/\/login\/second-factor$/);
    await typeInto(page, field(secondStep.labels.code), freshCode());
    await press(page, button(secondStep.submit));
    await expect(page).toHaveURL(/^[^?]*\/(home|admin\/setup)$/);
    await ageConfirmation(admin.email);
  });

  await test.step("the two-factor page asks to confirm access first, on a screen axe finds no violation on", async () => {
    await visit("/admin/two-factor");
    await expect(page).toHaveURL(confirmAccessPath("/admin/two-factor"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmAccess.heading);
    await expect(main.getByText(confirmAccess.introWithFactor(confirmAccess.actions.signIn))).toBeVisible();
    await expectNoAxeViolations(page, "confirm access");
  });

  await test.step("the right password with a wrong code, and a wrong password with a right code, are refused", async () => {
    await typeInto(page, field(confirmAccess.labels.password), admin.password);
    await typeInto(page, field(confirmAccess.labels.code), "000000");
    await press(page, button(confirmAccess.submit));
    await expect(status).toContainText(twoFactorMessages.wrongCode);
    await expect(field(confirmAccess.labels.code)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "confirm access, wrong code");
    // A wrong password is refused before the code is looked at: the code stays unused.
    await typeInto(page, field(confirmAccess.labels.password), `${admin.password}-wrong`);
    await typeInto(page, field(confirmAccess.labels.code), unusedCode());
    await press(page, button(confirmAccess.submit));
    await expect(status).toContainText(confirmAccessMessages.wrongPassword);
    await expect(page).toHaveURL(confirmAccessPath("/admin/two-factor"));
    expect(await passkeysHeld()).toBe(0);
  });

  await test.step("with both, the two-factor page opens and the passkey is added", async () => {
    await typeInto(page, field(confirmAccess.labels.password), admin.password);
    await typeInto(page, field(confirmAccess.labels.code), freshCode());
    await press(page, button(confirmAccess.submit));
    await expect(page).toHaveURL("/admin/two-factor");
    await typeInto(page, field(manage.passkeys.nameLabel), "Office key");
    await press(page, button(manage.passkeys.add));
    await expect(main.getByRole("status").filter({ hasText: twoFactorMessages.passkeyAdded })).toBeVisible();
    await expect(main.getByText("Office key", { exact: true })).toBeVisible();
    expect(await passkeysHeld()).toBe(1);
  });

  await test.step("the account's address is told of the new passkey", async () => {
    await expect
      .poll(
        () =>
          mailsTo(admin.email).filter(
            (mail) =>
              mail.subject === "Your two-factor sign-in was changed" &&
              mail.text.includes('A passkey named "Office key" was added to your account.'),
          ).length,
      )
      .toBe(1);
  });
});

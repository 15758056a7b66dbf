import type { Locator, Page } from "@playwright/test";
import { mailTemplateDefaults } from "../../../app/content/mail-templates";
import { areaLinks } from "../../../app/content/navigation";
import { accountPages } from "../../../app/content/pages/account";
import { adminPages } from "../../../app/content/pages/admin";
import { contentAreas } from "../../../app/content/site-content";
import { endpoints } from "../../../app/lib/endpoints";
import { routeTable } from "../../support/route-table";
import { currentStep, totpAt } from "../../support/totp";
import { enrolTestApp } from "../../support/two-factor";
import { submitLogin } from "../accounts/accounts";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { storedRows, unique, uniqueEmail } from "../leads/stored";
import { E2E_ADMIN, signInAsAdmin, submitCode, workerAdminEmail } from "./admin";
import { rawCodesIn } from "./raw-codes";
import { createAdminAccount, withSiteDatabase } from "./site-database";

const menuLabel = adminPages.nav.label;
const adminMenu = (page: Page) => page.getByRole("navigation", { name: menuLabel, exact: true });
const menuLink = (page: Page, label: string) =>
  adminMenu(page).getByRole("link", { name: label, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Presses a control from the keyboard: focused, then Enter. */
async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

// From the login page on, links only; out from an admin page.
test("an admin signs in with the second factor, reaches the admin home through links only, and signs out from an admin page", async ({
  page,
  visit,
}) => {
  // An admin of this test's own: an app's code signs in once per account and step.
  const admin = {
    email: `${unique("nav").replace(" ", "-")}@example.in`,
    password: E2E_ADMIN.password,
    totpSecret: "KNSXK3LBNZ2GS3DFOJSXG5DTORWXA5DF",
  };
  await createAdminAccount(admin);
  await withSiteDatabase((app, config) => enrolTestApp(app, config, admin));

  await test.step("the password, then the app's code, lead to the admin area", async () => {
    await visit("/login");
    await submitLogin(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/login\/second-factor$/);
    await submitCode(page, totpAt(admin.totpSecret, currentStep()));
    // The site's first admin sign-in shows the setup checklist once (decision 031); its menu leads home.
    await expect(page).toHaveURL(/\/admin\/(home|setup)$/);
    if (page.url().endsWith("/admin/setup")) await press(menuLink(page, "Admin home"));
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminPages.home.heading);
    await expect(menuLink(page, "Admin home")).toHaveAttribute("aria-current", "page");
  });

  await test.step("the site's header links to the admin home, from a public page too", async () => {
    const headerLink = page
      .getByRole("banner")
      .getByRole("link", { name: areaLinks.admin.label, exact: true });
    await expect(headerLink).toHaveAttribute("href", "/admin/home");
    await press(page.getByRole("banner").getByRole("link", { name: "About", exact: true }));
    await expect(page).toHaveURL(/\/about$/);
    await press(headerLink);
    await expect(page).toHaveURL(/\/admin\/home$/);
  });

  await test.step("the admin menu leads on, marking where the admin is, and Logout signs out by keyboard", async () => {
    await press(menuLink(page, "Inbox"));
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    await expect(menuLink(page, "Inbox")).toHaveAttribute("aria-current", "page");
    await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
    await press(adminMenu(page).getByRole("button", { name: accountPages.logout.submit, exact: true }));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: areaLinks.admin.label })).toHaveCount(0);
    const after = await page.request.get("/admin/home", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers().location).toMatch(/^\/login\?/);
  });
});

test("a detector of raw stored codes finds codes, and not words, addresses, paths, ids or placeholders", () => {
  expect(rawCodesIn("Need: WebDevelopment, first_contact_at and firstContactAt")).toEqual([
    "WebDevelopment",
    "first_contact_at",
    "firstContactAt",
  ]);
  expect(
    rawCodesIn(
      [
        "Web Development. Two-factor sign-in, e-mail, CSV, PDF, IDs and OK.",
        "ravi_kumar@example.in wrote from https://www.example.in/admin/leads?kind=need_x",
        "See /admin/site-health/broken-links or /admin/templates/reply_thanks.",
        "Lead 0190f5c2-7a1b-7000-8000-00000000abcd; built with JavaScript, TypeScript and PostgreSQL.",
        "Texts may name {company} and {officeHours}.",
      ].join("\n"),
    ),
  ).toEqual([]);
});

/** The admin area's pages: its route modules that render one (.tsx); the .ts ones answer files or redirect. */
const adminPageRoutes = routeTable.filter(
  (entry) => entry.file.startsWith("routes/admin/") && entry.file.endsWith(".tsx") && entry.path,
);

/** Every admin page of the route table, parameters filled with rows that exist. */
function adminAddresses(leadId: string, userId: string): string[] {
  const fill = (path: string): string[] => {
    const address = `/${path.replace(/^\//, "")}`;
    if (address.includes(":kind"))
      return ["broken-links", "outbox"].map((kind) => address.replace(":kind", kind));
    if (address.includes(":area"))
      return Object.keys(contentAreas).map((area) => address.replace(":area", area));
    if (address.includes(":key"))
      return Object.keys(mailTemplateDefaults).map((key) => address.replace(":key", key));
    // A data request's own page needs a confirmed request: data-requests-content.spec walks it.
    if (address.endsWith("/:id/request")) return [];
    if (address.includes(":id")) return [address.replace(":id", leadId)];
    if (/\/(edit|delete)-user$/.test(address)) return [`${address}?id=${userId}`];
    // An opening's page needs a published opening: openings-content.spec walks it with one.
    if (address.includes(":slug")) return [];
    return [address];
  };
  return adminPageRoutes.flatMap((route) => fill(route.path ?? ""));
}

test("the admin pages, filled with rows that exist, are more than twenty", () => {
  expect(adminAddresses("lead", "user").length).toBeGreaterThan(20);
});

// In groups, so the browser workers share the pages between them.
const groups = 3;
for (let group = 0; group < groups; group++) {
  test(`every admin page has the admin menu with one current entry, a title naming it, no raw stored code, and no axe violation (${group + 1} of ${groups})`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail();
    const need = await page.request.post(endpoints.needs, {
      data: { selection: "WebDevelopment", name: unique("Asha"), mobile: "9820012345", email },
    });
    expect(need.status()).toBe(201);
    const leadId = storedRows<{ id: string }>("select id from leads where email = ?", email)[0]?.id;
    await signInAsAdmin(page, visit);
    // The admin's own account: the user pages show it (its delete page says it cannot go).
    const userId = storedRows<{ id: string }>("select id from users where email = ?", workerAdminEmail())[0]
      ?.id;
    const addresses = adminAddresses(leadId ?? "", userId ?? "").filter(
      (_, index) => index % groups === group,
    );

    const findings: string[] = [];
    for (const address of addresses) {
      await test.step(address, async () => {
        await visit(address);
        await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
        const menu = adminMenu(page);
        await expect(menu, address).toHaveCount(1);
        await expect(menu.locator('[aria-current="page"]'), address).toHaveCount(1);
        // The page, the area, the company's name as published (the header's brand shows it too).
        const site = (await page.getByRole("banner").getByRole("link").first().textContent()) ?? "";
        expect(site, address).not.toBe("");
        await expect(page, address).toHaveTitle(
          new RegExp(`^[^·]*\\S · ${menuLabel} · ${escapeRegExp(site)}$`),
        );
        // biome-ignore lint/performance/useDomNodeTextContent: the text as shown; hidden parts are no one's reading.
        const raw = rawCodesIn(await page.locator("body").innerText());
        if (raw.length > 0) findings.push(`${address}: ${raw.join(", ")}`);
        await expectNoAxeViolations(page, address);
      });
    }
    expect(findings).toEqual([]);
  });
}

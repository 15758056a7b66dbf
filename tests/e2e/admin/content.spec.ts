import type { Browser, Locator, Page } from "@playwright/test";
import { defaultClients } from "../../../app/content/clients";
import { defaultProfile } from "../../../app/content/company";
import { defaultEmployees } from "../../../app/content/employees";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { previewTexts } from "../../../app/content/pages/preview";
import { pngImage } from "../accounts/accounts";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { signInAsAdmin } from "./admin";

const { editor, overview, setup } = adminContentPages;

const company = {
  name: "Asha Soft Pvt Ltd",
  address: "12 Hill Road, Bandra West, Mumbai 400050",
  phone: "+91 22 5555 0101",
};
const architect = { name: "Kavya Rao", alt: "Kavya Rao smiling at her desk" };
const ARCHITECT = defaultEmployees.members[1]?.role ?? "";
const IGATE = defaultClients.clients[0]?.name ?? "";

/** A page of the site as a visitor who never signed in sees it: a browser context of its own. */
async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** The form fields of one item of an editor (a team member, a client), by its fieldset. */
const item = (main: Locator, legend: string) => main.getByRole("group", { name: legend, exact: true });

test("an admin edits the company, a team member's photo and a client's logo, previews, publishes to every page and restores", async ({
  page,
  visit,
  browser,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole("main");
  const status = main.getByRole("status").first();

  await signInAsAdmin(page, visit);

  await test.step("the content overview and the setup checklist list the placeholders, and pass axe", async () => {
    await visit("/admin/content");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(overview.heading);
    await expect(main.getByText(/placeholders are still showing on the site/)).toBeVisible();
    await expectNoAxeViolations(page, "/admin/content");
    await visit("/admin/setup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(setup.heading);
    await expect(
      main.getByRole("link", { name: "Edit Company profile: Company name", exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "/admin/setup");
  });

  await test.step("the company's name, address and phone: saved as a draft", async () => {
    await visit("/admin/content/profile");
    await expectNoAxeViolations(page, "/admin/content/profile");
    await main.getByLabel("Company name", { exact: true }).fill(company.name);
    await main.getByLabel("Street address", { exact: true }).fill(company.address);
    await main.getByLabel("Phone", { exact: true }).fill(company.phone);
    await main.getByRole("button", { name: editor.save, exact: true }).click();
    await expect(status).toHaveText(editor.saved);
  });

  await test.step("a team member's name and new photo, with its text alternative", async () => {
    await visit("/admin/content/employees");
    const member = item(main, `2. ${ARCHITECT}`);
    await member.getByLabel("Name", { exact: true }).fill(architect.name);
    await member.getByLabel(editor.newFile.image, { exact: true }).setInputFiles(await pngImage("kavya.png"));
    await member.getByLabel(editor.alt, { exact: true }).fill(architect.alt);
    await main.getByRole("button", { name: editor.save, exact: true }).click();
    await expect(status).toHaveText(editor.saved);
    await expect(member.getByRole("link", { name: /^\/media\/[0-9a-f-]{36}\.webp$/ })).toBeVisible();
  });

  await test.step("a client's new logo", async () => {
    await visit("/admin/content/clients");
    const client = item(main, `1. ${IGATE}`);
    await client.getByLabel(editor.newFile.image, { exact: true }).setInputFiles(await pngImage("igate.png"));
    await client.getByLabel(editor.alt, { exact: true }).fill("The iGate logo in blue");
    await main.getByRole("button", { name: editor.save, exact: true }).click();
    await expect(status).toHaveText(editor.saved);
  });

  await test.step("preview: the admin sees the drafts on the real pages, a visitor still the published site", async () => {
    await visit("/admin/content/profile");
    await main.getByRole("button", { name: previewTexts.on, exact: true }).click();
    await expect(page).toHaveURL("/nav2");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText(previewTexts.banner);
    await expect(page.getByRole("table")).toContainText(company.address);
    await expect(
      page.getByRole("banner").getByRole("link", { name: company.name, exact: true }),
    ).toBeVisible();
    const visitor = await visitorPage(browser, "/nav2");
    await expect(visitor.page.getByRole("table")).toContainText(defaultProfile.address);
    await expect(visitor.page.getByText(company.name)).toHaveCount(0);
    await visitor.close();
    await page.getByRole("button", { name: previewTexts.off, exact: true }).click();
    await expect(page).toHaveURL("/admin/content");
  });

  await test.step("publish: within 2 s every page shows the new values to visitors, whichever worker answers", async () => {
    for (const area of ["profile", "employees", "clients"]) {
      await visit(`/admin/content/${area}`);
      await main.getByRole("button", { name: editor.publish, exact: true }).click();
      await expect(status).toHaveText(/^Published as version \d+\./);
    }
    const published = Date.now();
    const within2s = { timeout: 2000 };
    const pages: { path: string; check: (visitor: Page) => Promise<void> }[] = [
      {
        path: "/nav2",
        check: async (visitor) => {
          await expect(
            visitor.getByRole("banner").getByRole("link", { name: company.name, exact: true }),
          ).toBeVisible(within2s);
          await expect(visitor.getByRole("table")).toContainText(company.address, within2s);
          await expect(visitor.getByRole("table")).toContainText(company.phone, within2s);
          await expect(visitor.getByRole("contentinfo")).toContainText(company.address, within2s);
          const jsonLd = JSON.parse(
            (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
          );
          expect(jsonLd).toMatchObject({
            name: company.name,
            telephone: company.phone,
            address: { streetAddress: company.address },
          });
          await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute(
            "content",
            company.name,
          );
        },
      },
      {
        path: "/contact",
        check: async (visitor) => {
          await expect(visitor.getByRole("main")).toContainText(company.address, within2s);
          await expect(visitor.getByRole("main").getByRole("link", { name: company.phone })).toBeVisible(
            within2s,
          );
        },
      },
      {
        path: "/employee",
        check: async (visitor) => {
          await visitor.getByRole("button", { name: `More about ${ARCHITECT}` }).click();
          await expect(visitor.getByRole("main")).toContainText(architect.name, within2s);
          await expect(visitor.getByRole("img", { name: architect.alt })).toHaveAttribute(
            "src",
            /^\/media\/[0-9a-f-]{36}\.webp$/,
          );
        },
      },
      {
        path: "/artica2rout",
        check: async (visitor) => {
          await expect(visitor.getByRole("img", { name: "The iGate logo in blue" }).first()).toHaveAttribute(
            "src",
            /^\/media\/[0-9a-f-]{36}\.webp$/,
            within2s,
          );
        },
      },
    ];
    for (const { path, check } of pages) {
      // A fresh visitor for each page: a new connection, to whichever worker accepts it.
      const visitor = await visitorPage(browser, path);
      await waitForHydration(visitor.page);
      await check(visitor.page);
      await visitor.close();
    }
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(sitemap)?.[1] ?? "";
    expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(published - 60_000);
  });

  await test.step("restore the previous version: the old values are back", async () => {
    for (const area of ["profile", "employees", "clients"]) {
      await visit(`/admin/content/${area}`);
      await expectNoAxeViolations(page, `/admin/content/${area}`);
      await main.getByRole("button", { name: editor.history.restore(0), exact: true }).click();
      await expect(status).toHaveText(/^The template's defaults are live again/);
    }
    const visitor = await visitorPage(browser, "/nav2");
    await expect(visitor.page.getByRole("table")).toContainText(defaultProfile.address, { timeout: 2000 });
    await expect(
      visitor.page.getByRole("banner").getByRole("link", { name: defaultProfile.name, exact: true }),
    ).toBeVisible();
    await visitor.page.goto("/employee");
    await expect(visitor.page.getByText(architect.name)).toHaveCount(0);
    await visitor.close();
  });
});

import type { Browser, Locator, Page } from "@playwright/test";
import { defaultClients } from "../../../app/content/clients";
import { defaultProfile } from "../../../app/content/company";
import { defaultEmployees } from "../../../app/content/employees";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { previewTexts } from "../../../app/content/pages/preview";
import { messages } from "../../../app/lib/messages";
import { pngImage } from "../accounts/accounts";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { signInAsAdmin } from "./admin";

const { editor, overview, setup } = adminContentPages;

// A refused save is answered 400 (a text too long) or 415 (a file that is not a picture), which
// Chrome reports on the console.
test.use({
  refusedRequests: [
    [
      { path: "/admin/content/profile.data", status: 400 },
      { path: "/admin/content/employees.data", status: 415 },
    ],
    { scope: "test" },
  ],
});

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
      main
        .getByRole("region", { name: "Company profile" })
        .getByRole("link", { name: "Edit Company name", exact: true }),
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

  await test.step("a new photo for each of the five people in one save; a file that is no picture is refused by its person, nothing else lost", async () => {
    await visit("/admin/content/employees");
    const members = defaultEmployees.members.map((member, index) =>
      item(main, `${index + 1}. ${member.role}`),
    );
    const [first] = members;
    const architectItem = item(main, `2. ${ARCHITECT}`);
    if (!first) throw new Error("no team member");
    // First a save whose second file is no picture: refused by that person, the rest waits.
    await architectItem.getByLabel("Name", { exact: true }).fill(architect.name);
    await first.getByLabel(editor.newFile.image, { exact: true }).setInputFiles(await pngImage("a.png"));
    await architectItem
      .getByLabel(editor.newFile.image, { exact: true })
      .setInputFiles({ name: "kavya.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await main.getByRole("button", { name: editor.save, exact: true }).click();
    await expect(status).toContainText(editor.failed);
    await expect(status).toContainText(`2. ${ARCHITECT}: Photo: Choose a PNG, JPEG or WebP picture.`);
    await expect(
      architectItem.getByText("Choose a PNG, JPEG or WebP picture.", { exact: true }),
    ).toBeVisible();
    await expect(architectItem.getByLabel("Name", { exact: true })).toHaveValue(architect.name);
    await expect(first.getByText(editor.keptFile)).toBeVisible();
    await expectNoAxeViolations(page, "/admin/content/employees, a photo refused");
    // Then five new photos in one save.
    for (const [index, member] of members.entries())
      await member
        .getByLabel(editor.newFile.image, { exact: true })
        .setInputFiles(await pngImage(`p${index}.png`));
    await architectItem.getByLabel(editor.alt, { exact: true }).fill(architect.alt);
    await main.getByRole("button", { name: editor.save, exact: true }).click();
    await expect(status).toHaveText(editor.saved);
    for (const member of members) {
      await expect(member.getByRole("link", { name: /^\/media\/[0-9a-f-]{36}\.webp$/ })).toBeVisible();
      await expect(member.getByText(editor.keptFile)).toHaveCount(0);
    }
    await expect(architectItem.getByLabel("Name", { exact: true })).toHaveValue(architect.name);
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
      const live = Number(
        /version (\d+)/.exec((await main.getByText(/^The site shows version/).textContent()) ?? "")?.[1],
      );
      await main.getByRole("link", { name: editor.history.restore(0), exact: true }).click();
      // Restore asks first, saying what it will do; the question takes the focus.
      const confirm = main.getByRole("region", { name: editor.history.confirm.heading(0) });
      await expect(confirm.getByRole("heading")).toBeFocused();
      await expect(confirm).toContainText(editor.history.confirm.what(0, live, live + 1));
      if (area === "profile") {
        await expectNoAxeViolations(page, "restore confirmation");
        await confirm.getByRole("link", { name: editor.history.confirm.cancel, exact: true }).click();
        await expect(confirm).toHaveCount(0);
        await expect(main.getByText(editor.status.live(live))).toBeVisible();
        await main.getByRole("link", { name: editor.history.restore(0), exact: true }).click();
        await expect(confirm.getByRole("heading")).toBeFocused();
      }
      // By keyboard: from the question to its button.
      await page.keyboard.press("Tab");
      await expect(
        confirm.getByRole("button", { name: editor.history.confirm.restore(0), exact: true }),
      ).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(status).toHaveText(editor.restored(0, live + 1));
      await expect(confirm).toHaveCount(0);
      await expect(main.getByText(editor.status.live(live + 1))).toBeVisible();
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

test("after an area's first Publish the page shows version 1 at once: status line and published versions", async ({
  page,
  visit,
}) => {
  const main = page.getByRole("main");
  await signInAsAdmin(page, visit);
  await visit("/admin/content/founder");
  await expect(main.getByText(editor.status.defaults)).toBeVisible();
  await expect(main.getByText(editor.history.empty)).toBeVisible();
  await main.getByRole("button", { name: editor.publish, exact: true }).click();
  await expect(main.getByRole("status").first()).toHaveText(editor.published(1));
  // No time to catch up: what the page says next to the message must already be the new state.
  const atOnce = { timeout: 100 };
  await expect(main.getByText(editor.status.live(1))).toBeVisible(atOnce);
  await expect(main.getByText(editor.history.empty)).toHaveCount(0, atOnce);
  const history = main.getByRole("table", { name: editor.history.heading });
  await expect(history.getByRole("rowheader", { name: "1", exact: true })).toBeVisible(atOnce);
  await expect(history.getByRole("cell", { name: editor.history.live, exact: true })).toBeVisible(atOnce);
});

test("an editor field with a limit shows it and counts, keeps text over it and is refused by the field, never cut", async ({
  page,
  visit,
}) => {
  const main = page.getByRole("main");
  await signInAsAdmin(page, visit);
  await visit("/admin/content/profile");
  // No field cuts what is typed or pasted into it.
  await expect(main.locator("[maxlength]")).toHaveCount(0);
  const name = main.getByLabel("Company name", { exact: true });
  const count = main.locator("#name-count");
  // The other test of this server may have saved a name of its own by now.
  const before = (await name.inputValue()).trim().length;
  await expect(count).toHaveText(editor.limit.count({ kind: "chars", used: before, max: 80 }));
  await expect(name).toHaveAttribute("aria-describedby", /\bname-count\b/);
  const long = `${"Asha Soft Solutions and Services ".repeat(3)}Mumbai`;
  expect(long.length).toBeGreaterThan(80);
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(count).toHaveText(editor.limit.count({ kind: "chars", used: long.length, max: 80 }));
  await expect(main.getByText(/^Over the limit\./)).toHaveCount(1);
  await main.getByRole("button", { name: editor.save, exact: true }).click();
  await expect(main.getByRole("status").first()).toContainText(editor.failed);
  // Refused by the server with the field's own message, the text as it was typed.
  await expect(name).toHaveValue(long);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(main.locator("#name-error")).toHaveText(messages.field.tooLong(80));
  await expectNoAxeViolations(page, "profile editor, a field over its limit");
  // Lines fields count their lines and their longest line.
  await visit("/admin/content/employees");
  await expect(main.locator("#phrases-count")).toHaveText(
    editor.limit.count({
      kind: "lines",
      lines: defaultEmployees.phrases.length,
      maxItems: 10,
      longest: Math.max(...defaultEmployees.phrases.map((line) => line.length)),
      maxLength: 60,
    }),
  );
});

import type { Dialog, Page } from "@playwright/test";
import { adminPages } from "../../../app/content/pages/admin";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { signInAsAdmin } from "./admin";

// Nothing is saved here: the editors are only left, so the site project's server serves them.

/** The dialogs the page opens from now on, each answered with `answer`. */
function dialogsOf(page: Page, answer: "accept" | "dismiss") {
  const seen: Dialog[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog);
    void dialog[answer]();
  });
  return seen;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  test(`at ${viewport.width} px an editor with unsaved changes asks before a link or a reload leaves it`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const main = page.getByRole("main");
    await signInAsAdmin(page, visit);
    await visit("/admin/content/profile");
    await expectNoAxeViolations(page, "the content editor");
    const name = main.getByLabel("Company name", { exact: true });
    const before = await name.inputValue();
    // The admin menu's link home, whatever the width shows of it.
    const leave = () =>
      page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/admin/home"]')?.click());

    await test.step("a link, declined: the editor stays with the change", async () => {
      await name.fill(`${before} Pvt. Ltd.`);
      const dialogs = dialogsOf(page, "dismiss");
      await leave();
      await expect.poll(() => dialogs.length).toBe(1);
      expect(dialogs[0]?.type()).toBe("confirm");
      expect(dialogs[0]?.message()).toBe(adminPages.leaveUnsaved);
      await expect(page).toHaveURL("/admin/content/profile");
      await expect(name).toHaveValue(`${before} Pvt. Ltd.`);
      page.removeAllListeners("dialog");
    });

    await test.step("a reload asks the browser's own question", async () => {
      const dialogs = dialogsOf(page, "accept");
      await page.reload();
      await expect.poll(() => dialogs.map((dialog) => dialog.type())).toEqual(["beforeunload"]);
      await expect(name).toHaveValue(before);
      page.removeAllListeners("dialog");
    });

    await test.step("unchanged, or changed back, the editor is left without a question", async () => {
      const dialogs = dialogsOf(page, "dismiss");
      await name.fill(`${before} again`);
      await name.fill(before);
      await page.reload();
      await expect(name).toHaveValue(before);
      await leave();
      await expect(page).toHaveURL("/admin/home");
      expect(dialogs).toEqual([]);
      page.removeAllListeners("dialog");
    });

    await test.step("the mail templates' editor asks too; accepted, the link leaves", async () => {
      await visit("/admin/templates/reply-thanks");
      await expectNoAxeViolations(page, "a template's editor");
      const dialogs = dialogsOf(page, "accept");
      await main.getByRole("textbox").first().fill("Thank you, a new subject");
      await leave();
      await expect(page).toHaveURL("/admin/home");
      expect(dialogs.map((dialog) => dialog.message())).toEqual([adminPages.leaveUnsaved]);
      page.removeAllListeners("dialog");
    });
  });

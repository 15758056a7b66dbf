import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FileChooser, Locator, Page } from "@playwright/test";
import { defaultHiring } from "../../../app/content/hiring";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { adminInboxPages } from "../../../app/content/pages/admin-inbox";
import { openingPage } from "../../../app/content/pages/jobs";
import { leadKindViews } from "../../../app/lib/lead-kinds";
import { messages } from "../../../app/lib/messages";
import { openingSlugFor } from "../../../app/lib/openings";
import { signInAsAdmin } from "../admin/admin";
import { expectNoAxeViolations } from "../axe";
import { expect, test, visitOncePublished, waitForHydration } from "../fixtures";
import { mailsTo } from "../mailbox";
import { pdfFile, unique, uniqueEmail } from "./stored";

// An admin publishes an internship opening; a visitor applies with a PDF by
// keyboard alone; the application is in the inbox as "Application" with the opening's title; its CV
// downloads intact; HR's mail is in the SMTP sink.

/** HR_EMAIL of the test server: the default (playwright.config.ts sets none). */
const HR_EMAIL = "hr@example.com";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

// Both tests publish the openings area of the one server: one after the other.
test.describe.configure({ mode: "serial" });

/** Presses Tab until `target` has focus; fails if it is not reached in the page's tab order. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("an admin publishes an internship; a visitor applies with a PDF by keyboard; the inbox, the CV and HR's mail have it", async ({
  page,
  visit,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = unique("React Intern");
  const slug = openingSlugFor(title, new Set());
  const closedTitle = unique("Closed Role");
  const applicant = { name: unique("Asha"), email: uniqueEmail(), mobile: "9820012345" };
  const cv = pdfFile("asha-cv.pdf");
  const { editor } = adminContentPages;
  const main = page.getByRole("main");

  await signInAsAdmin(page, visit);

  await test.step("the admin adds an internship opening and publishes it", async () => {
    await visit("/admin/content/openings");
    await main.getByRole("button", { name: "Add an opening" }).click();
    const opening = main.getByRole("group", { name: /^1\.$/ });
    await opening.getByLabel("Title", { exact: true }).fill(title);
    await opening.getByLabel("Type", { exact: true }).selectOption("internship");
    await opening.getByLabel("Location", { exact: true }).fill("Andheri East, Mumbai");
    await opening
      .getByLabel("Description", { exact: true })
      .fill("Learn by building our clients' apps.\n\n- React\n- TypeScript");
    await opening.getByLabel("Skills sought", { exact: true }).fill("React\nTypeScript");
    await opening.getByLabel("Closes on", { exact: true }).fill("2099-12-31");
    // And one that closed in January: its page says so, 410.
    await main.getByRole("button", { name: "Add an opening" }).click();
    const closed = main.getByRole("group", { name: /^2\.$/ });
    await closed.getByLabel("Title", { exact: true }).fill(closedTitle);
    await closed.getByLabel("Type", { exact: true }).selectOption("full-time");
    await closed.getByLabel("Remote", { exact: true }).check();
    await closed.getByLabel("Description", { exact: true }).fill("A role that has closed.");
    await closed.getByLabel("Posted on", { exact: true }).fill("2026-01-01");
    await closed.getByLabel("Closes on", { exact: true }).fill("2026-01-31");
    await main.getByRole("button", { name: editor.publish, exact: true }).click();
    await expect(main.getByRole("status").first()).toContainText("ublished");
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // Listened for from the start: the browser intercepts file choosers only once it has been told
  // to, and a Space sent on the heels of that request could open one before it took effect.
  const choosers: FileChooser[] = [];
  visitor.on("filechooser", (chooser) => choosers.push(chooser));
  try {
    await test.step("/jobs lists it and passes axe; its page passes axe", async () => {
      const link = visitor.getByRole("link", { name: title, exact: true });
      await visitOncePublished(visitor, "/jobs", link);
      await expect(link).toHaveAttribute("href", `/jobs/${slug}`);
      await expect(visitor.getByText("Internship · Andheri East, Mumbai")).toBeVisible();
      await expectNoAxeViolations(visitor, "/jobs");
      await link.click();
      await expect(visitor).toHaveURL(`/jobs/${slug}`);
      await waitForHydration(visitor);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        visitor
          .getByRole("listitem")
          .filter({ hasText: /^TypeScript$/ })
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(visitor, "an opening's page");
      // Its Apply form is driven by the lead form's script: the page sends no framework.
      expect(await visitor.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });

    await test.step("the visitor applies with the keyboard alone", async () => {
      const form = visitor.getByRole("form", { name: openingPage.apply.heading });
      const text = openingPage.apply;
      await tabTo(visitor, form.getByLabel(text.name, { exact: true }));
      await visitor.keyboard.type(applicant.name);
      await visitor.keyboard.press("Tab");
      await expect(form.getByLabel(text.email, { exact: true })).toBeFocused();
      await visitor.keyboard.type(applicant.email);
      await visitor.keyboard.press("Tab");
      await expect(form.getByLabel(text.mobile, { exact: true })).toBeFocused();
      await visitor.keyboard.type(applicant.mobile);
      await visitor.keyboard.press("Tab");
      await expect(form.getByLabel(text.file, { exact: true })).toBeFocused();
      await visitor.keyboard.press("Space");
      await expect.poll(() => choosers.length).toBe(1);
      await choosers[0]?.setFiles(cv);
      await visitor.keyboard.press("Tab");
      await expect(form.getByLabel(text.note, { exact: true })).toBeFocused();
      await visitor.keyboard.type("I can start in January.");
      await visitor.keyboard.press("Tab");
      await expect(form.getByRole("button", { name: text.submit })).toBeFocused();
      await visitor.keyboard.press("Enter");
      await expect(form.getByRole("status")).toHaveText(messages.application.saved);
      await expectNoAxeViolations(visitor, "an opening's page, application sent");
    });

    await test.step("a closed opening is not on /jobs; its page answers 410 with the way back, and passes axe", async () => {
      await visitor.goto("/jobs");
      await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible();
      await expect(visitor.getByRole("link", { name: closedTitle })).toHaveCount(0);
      const response = await visitor.goto(`/jobs/${openingSlugFor(closedTitle, new Set())}`);
      expect(response?.status()).toBe(410);
      await waitForHydration(visitor);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(openingPage.closed.heading);
      await tabTo(visitor, visitor.getByRole("main").getByRole("link", { name: openingPage.back }));
      await expectNoAxeViolations(visitor, "a closed opening's page");
    });
  } finally {
    await visitorContext.close();
  }

  await test.step("the inbox lists it as an Application with the opening's title; its CV downloads intact", async () => {
    await visit(`/admin/inbox?q=${encodeURIComponent(applicant.name)}`);
    const row = main.getByRole("row").filter({ hasText: applicant.name });
    await expect(row).toContainText(leadKindViews.applications.label);
    await expect(row).toContainText(title);
    await row.getByRole("link").first().click();
    const download = page.waitForEvent("download");
    await main.getByRole("link", { name: adminInboxPages.lead.download(cv.name) }).click();
    const fetched = await download;
    expect(fetched.suggestedFilename()).toBe(cv.name);
    expect(sha256(readFileSync(await fetched.path()))).toBe(sha256(cv.buffer));
  });

  await test.step("HR's mail is in the SMTP sink", async () => {
    await expect
      .poll(() => mailsTo(HR_EMAIL).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain(`New application for ${title} from ${applicant.name}`);
  });
});

test("a candidate applies on a phone; HR's mail carries the CV, the same bytes, and the candidate's names the opening", async ({
  page,
  visit,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = unique("Backend Developer");
  const candidate = { name: unique("Asha Rao"), email: uniqueEmail(), mobile: "9820012345" };
  const cv = pdfFile("Asha Rao CV.pdf");
  const main = page.getByRole("main");

  await test.step("the admin publishes a remote opening", async () => {
    await signInAsAdmin(page, visit);
    await visit("/admin/content/openings");
    await main.getByRole("button", { name: "Add an opening" }).click();
    // The one not titled yet: the earlier test's openings are in the list too.
    const opening = main.getByRole("group", { name: /^\d+\.$/ });
    await opening.getByLabel("Title", { exact: true }).fill(title);
    await opening.getByLabel("Type", { exact: true }).selectOption("full-time");
    await opening.getByLabel("Remote", { exact: true }).check();
    await opening.getByLabel("Description", { exact: true }).fill("Build and run our clients' APIs.");
    await opening.getByLabel("Closes on", { exact: true }).fill("2099-12-31");
    await main.getByRole("button", { name: adminContentPages.editor.publish, exact: true }).click();
    await expect(main.getByRole("status").first()).toContainText("ublished");
  });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  const visitor = await phone.newPage();
  try {
    await test.step("on a 390×844 phone, the candidate finds it on /jobs and applies with a PDF", async () => {
      await visitOncePublished(visitor, "/jobs", visitor.getByRole("link", { name: title, exact: true }));
      await visitor.getByRole("link", { name: title, exact: true }).click();
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await waitForHydration(visitor);
      const text = openingPage.apply;
      const form = visitor.getByRole("form", { name: text.heading });
      await form.getByLabel(text.name, { exact: true }).fill(candidate.name);
      await form.getByLabel(text.email, { exact: true }).fill(candidate.email);
      await form.getByLabel(text.mobile, { exact: true }).fill(candidate.mobile);
      await form.getByLabel(text.file, { exact: true }).setInputFiles(cv);
      await form.getByRole("button", { name: text.submit }).click();
      await expect(form.getByRole("status")).toHaveText(messages.application.saved);
      // On a phone the answer is where the candidate is, and read out.
      await expect(form.getByRole("status")).toBeFocused();
      await expect(form.getByRole("status")).toBeInViewport();
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  } finally {
    await phone.close();
  }

  await test.step("HR's mail names the candidate and the opening and carries the CV with the same bytes", async () => {
    const subject = `New application for ${title} from ${candidate.name}`;
    await expect
      .poll(() => mailsTo(HR_EMAIL).some((mail) => mail.subject === subject), { timeout: 15_000 })
      .toBe(true);
    const mail = mailsTo(HR_EMAIL).find((received) => received.subject === subject);
    expect(mail?.text).toContain(`${candidate.name} applied for ${title}`);
    expect(mail?.attachments.map((file) => file.fileName)).toEqual([cv.name]);
    const attached = Buffer.from(mail?.attachments[0]?.base64 ?? "", "base64");
    expect(sha256(attached)).toBe(sha256(cv.buffer));
    expect(mail?.text).not.toContain(sha256(cv.buffer));
  });

  await test.step("the candidate's mail names the opening and says what happens next", async () => {
    await expect.poll(() => mailsTo(candidate.email).length, { timeout: 15_000 }).toBe(1);
    const [acknowledgement] = mailsTo(candidate.email);
    expect(acknowledgement?.subject).toBe(`We received your job application for ${title}`);
    expect(acknowledgement?.text).toContain(title);
    expect(acknowledgement?.text).toContain(defaultHiring.nextSteps);
  });
});

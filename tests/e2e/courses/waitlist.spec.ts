import type { Locator, Page } from "@playwright/test";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { waitlistTexts } from "../../../app/content/pages/waitlist";
import { formatDay } from "../../../app/lib/format";
import { publishDraft, readArea, saveDraft } from "../../../app/server/content/store.server";
import { signInAsAdmin } from "../admin/admin";
import { withSiteDatabase } from "../admin/site-database";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { uniqueEmail } from "../leads/stored";
import { mailsTo } from "../mailbox";

// On the content server, after the content editors' tests (playwright.config.ts): publishes change
// its pages.

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Presses Tab until `control` has the focus: keyboard only. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(control).toBeFocused();
}

test("a full course's page offers the waitlist; once the admin publishes a new batch the visitor gets one mail", async ({
  page,
  visit,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const main = page.getByRole("main");
  const firstBatch = dayAhead(20);
  const nextBatch = dayAhead(50);

  await test.step("Mongoose has one seat in its next batch, and a trainee takes it", async () => {
    await withSiteDatabase(async ({ db }) => {
      const owner = { id: null, email: "owner@example.in" };
      const state = await readArea(db, "courses");
      const courses = state.live.courses.map((course) =>
        course.key === "mongoose"
          ? {
              ...course,
              batches: [
                {
                  startsOn: firstBatch,
                  timing: "Sat–Sun, 10:00–13:00",
                  mode: "classroom" as const,
                  place: "Andheri East",
                  seats: 1,
                  open: true,
                },
              ],
            }
          : course,
      );
      const saved = await saveDraft(db, "courses", { courses }, state.revision, owner);
      if (!saved.ok) throw new Error(JSON.stringify(saved));
      await publishDraft(db, "courses", saved.revision, owner);
    });
    // The server follows the publish within a moment: enrol once it offers the one-seat batch.
    await expect(async () => {
      await visit("/courses/mongoose");
      await expect(main).toContainText("1 seat left", { timeout: 500 });
    }).toPass();
    await expect(async () => {
      const enrolled = await page.request.post("/submitCourseData", {
        data: { mobile: "9820099001", email: uniqueEmail(), mongoose: true },
      });
      expect(enrolled.status()).toBe(201);
    }).toPass({ timeout: 5_000 });
  });

  const email = uniqueEmail();
  await test.step("the course's page says the batch is full and offers the waitlist; the visitor joins by keyboard", async () => {
    await expect(async () => {
      await visit("/courses/mongoose");
      await expect(main).toContainText(waitlistTexts.heading, { timeout: 500 });
    }).toPass();
    const waitlist = main.getByRole("region", { name: waitlistTexts.heading });
    await expect(waitlist).toContainText(waitlistTexts.intro.full("Mongoose"));
    await expectNoAxeViolations(page, "a full course's page");
    // The waitlist is driven by the lead form's script: the page sends no framework.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

    const emailField = waitlist.getByLabel(waitlistTexts.labels.email, { exact: true });
    await tabTo(page, emailField);
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(waitlist.getByLabel(waitlistTexts.labels.name, { exact: true })).toBeFocused();
    await page.keyboard.type("Neha Joshi");
    await page.keyboard.press("Tab");
    await expect(waitlist.getByLabel(waitlistTexts.labels.mobile, { exact: true })).toBeFocused();
    await page.keyboard.type("98200 99002");
    await page.keyboard.press("Tab");
    await expect(waitlist.getByRole("button", { name: waitlistTexts.labels.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(waitlist.getByRole("status")).toHaveText(waitlistTexts.saved);
    await expectNoAxeViolations(page, "the waitlist's answer");
    expect(mailsTo(email)).toEqual([]);
  });

  await signInAsAdmin(page, visit);

  await test.step("the admin gives Mongoose a new batch and publishes it, by keyboard", async () => {
    await visit("/admin/content/courses");
    const mongoose = main.getByRole("group", { name: "7. Mongoose", exact: true });
    await mongoose.getByRole("button", { name: "Add a batch", exact: true }).press("Enter");
    const batch = mongoose.getByRole("group", { name: "Batch 2", exact: true });
    await expect(batch.locator("legend").first()).toBeFocused();
    await batch.getByLabel("Starts on", { exact: true }).fill(nextBatch);
    await batch.getByLabel("Mode", { exact: true }).selectOption("online");
    await batch.getByLabel("Seats", { exact: true }).fill("20");
    await batch.getByLabel("Enrolment open", { exact: true }).check();
    const publish = main.getByRole("button", { name: adminContentPages.editor.publish, exact: true });
    await publish.focus();
    await publish.press("Enter");
    await expect(main.getByRole("status").first()).toHaveText(/^Published as version \d+\./);
  });

  await test.step("the visitor's mailbox has exactly one mail, naming the course, the batch and its page", async () => {
    await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe(waitlistTexts.batchOpened.subject(["Mongoose"]));
    expect(mail?.text).toContain(`Mongoose: ${formatDay(nextBatch)}`);
    expect(mail?.text).toContain(new URL("/courses/mongoose", baseURL).href);
  });
});

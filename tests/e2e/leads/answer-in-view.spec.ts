import type { Page } from "@playwright/test";
import { coursePayment } from "../../../app/content/pages/course-payment";
import { needPage, onlinePage } from "../../../app/content/pages/enquiry-forms";
import { fileUploadPage } from "../../../app/content/pages/file-upload";
import { openingPage } from "../../../app/content/pages/jobs";
import { onlineCoursePage } from "../../../app/content/pages/online-course";
import { messages } from "../../../app/lib/messages";
import { type OpeningFacts, openingPath, openingSlugFor } from "../../../app/lib/openings";
import { publishDraft, readArea, saveDraft } from "../../../app/server/content/store.server";
import { withSiteDatabase } from "../admin/site-database";
import { expect, test } from "../fixtures";
import { enquiryForm, uploadForm } from "./enquiry-page";
import { pdfFile, unique, uniqueEmail } from "./stored";

// On a phone the forms are taller than the screen: once the server answers, the visitor must see
// the answer where they are, and a screen reader must read it, not an emptied form from its top.
// On the content server, after the content editors' tests (playwright.config.ts): it publishes an
// opening to apply to.
test.use({ viewport: { width: 390, height: 844 } });

let mobiles = 0;
const mobile = () => `98207${String(++mobiles).padStart(5, "0")}`;

async function sendEnquiry(page: Page, content: typeof needPage) {
  const form = enquiryForm(page);
  const { labels } = content;
  await form.getByRole("combobox", { name: labels.selection }).selectOption(content.options[0]?.value ?? "");
  await form.getByLabel(labels.name, { exact: true }).fill(unique("Phone Visitor"));
  await form.getByLabel(labels.mobile, { exact: true }).fill(mobile());
  await form.getByLabel(labels.email, { exact: true }).fill(uniqueEmail());
  await form.getByLabel(labels.generalComment).fill("Sent from a phone.");
  await form.getByRole("button", { name: labels.submit }).click();
  return form.getByRole("status");
}

for (const [path, content] of [
  ["/need", needPage],
  ["/online", onlinePage],
] as const)
  test(`${path}: the success message is in view and has the focus, and so is a refusal's first field`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const status = await sendEnquiry(page, content);
    await expect(status).toHaveText(messages.enquiry.saved);
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();

    // The server refuses what the browser let through: the field it names comes into view, focused.
    const form = enquiryForm(page);
    await form
      .getByRole("combobox", { name: content.labels.selection })
      .selectOption(content.options[0]?.value ?? "");
    await form.getByLabel(content.labels.name, { exact: true }).fill(unique("Phone Visitor"));
    await form.getByLabel(content.labels.mobile, { exact: true }).fill(mobile());
    const email = form.getByLabel(content.labels.email, { exact: true });
    await email.fill("asha@example.com");
    await email.evaluate((input: HTMLInputElement) => {
      input.value = "asha@localhost";
    });
    await form.getByRole("button", { name: content.labels.submit }).click();
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
  });

test("the course form: the confirmation is in view and has the focus", async ({ page, visit }) => {
  await visit("/online-course");
  const main = page.getByRole("main");
  const { labels } = onlineCoursePage;
  await main.getByLabel(labels.mobile, { exact: true }).fill(mobile());
  await main.getByLabel(labels.email, { exact: true }).fill(uniqueEmail());
  await main.getByRole("checkbox", { name: /^Python/ }).check();
  await main.getByRole("button", { name: labels.submit, exact: true }).click();
  const confirmation = main.getByRole("region", { name: coursePayment.confirmationHeading });
  await expect(confirmation).toBeFocused();
  await expect(
    confirmation.getByRole("heading", { name: coursePayment.confirmationHeading }),
  ).toBeInViewport();
});

test("an application: the answer is in view and has the focus", async ({ page, visit }) => {
  const title = unique("Phone Intern");
  const slug = openingSlugFor(title, new Set());
  await withSiteDatabase(async ({ db }) => {
    const owner = { id: null, email: "owner@example.in" };
    const state = await readArea(db, "openings");
    const opening: OpeningFacts = {
      slug,
      title,
      type: "internship",
      remote: true,
      location: "",
      description: "Learn by building our clients' apps.",
      skills: [],
      postedOn: "2026-01-01",
      closesOn: "2099-12-31",
      experience: "fresher",
      positions: 1,
      salaryMin: 0,
      salaryMax: 0,
      salaryPer: "month",
      filled: false,
    };
    const saved = await saveDraft(
      db,
      "openings",
      { openings: [...state.live.openings, opening] },
      state.revision,
      owner,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    await publishDraft(db, "openings", saved.revision, owner);
  });
  // Every worker follows the publish within a moment: a new connection each time, so the primary
  // hands the requests to both of the server's workers in turn.
  const answered = async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push(
        (await page.request.get(openingPath(slug), { headers: { connection: "close" } })).status(),
      );
    return statuses;
  };
  await expect.poll(answered).toEqual([200, 200, 200, 200]);
  await visit(openingPath(slug));
  const form = page.getByRole("form", { name: openingPage.apply.heading });
  const text = openingPage.apply;
  await form.getByLabel(text.name, { exact: true }).fill(unique("Phone Applicant"));
  await form.getByLabel(text.email, { exact: true }).fill(uniqueEmail());
  await form.getByLabel(text.mobile, { exact: true }).fill(mobile());
  await form.getByLabel(text.file, { exact: true }).setInputFiles(pdfFile("phone-cv.pdf"));
  await form.getByRole("button", { name: text.submit }).click();
  const status = form.getByRole("status");
  await expect(status).toHaveText(messages.application.saved);
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
});

test("the upload form: the answer is in view and has the focus", async ({ page, visit }) => {
  await visit("/file-upload");
  await page.getByRole("button", { name: fileUploadPage.uploadButton }).click();
  const form = uploadForm(page);
  await form.getByLabel("File", { exact: true }).setInputFiles(pdfFile("phone.pdf"));
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  const status = form.getByRole("status");
  await expect(status).toHaveText(messages.upload.saved);
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
});

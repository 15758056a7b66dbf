import type { Locator, Page } from "@playwright/test";
import type { EnquiryPageContent } from "../../../app/content/pages/enquiry-forms";
import { formatBytes } from "../../../app/lib/format";
import { messages } from "../../../app/lib/messages";
import { allowedKindsText } from "../../../app/server/uploads/file-kinds.server";
import { expect, test } from "../fixtures";
import {
  type EnquiryRow,
  pdfFile,
  recordPosts,
  storedRows,
  type UploadRow,
  unique,
  uniqueEmail,
  uploadedFileExists,
  uploadOf,
} from "./stored";

export interface EnquiryPageCase {
  path: "/need" | "/online";
  content: EnquiryPageContent;
  /** The enquiry kind and upload source the page stores. */
  kind: "need" | "online";
  enquiryEndpoint: string;
  uploadEndpoint: string;
}

/** The enquiry form: the form with the Submit button. */
export const enquiryForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("button", { name: "Submit", exact: true }) });

/** The upload form: the form with the Upload button. */
export const uploadForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("button", { name: "Upload", exact: true }) });

export const enquiriesBy = (name: string) =>
  storedRows<EnquiryRow>("select * from enquiries where name = ?", name);

/** Fills the fields every enquiry needs; the selection is chosen by its visible label. */
export async function fillEnquiry(
  form: Locator,
  content: EnquiryPageContent,
  values: { selection: string; name: string; mobile: string; email: string; description?: string },
) {
  const { labels } = content;
  await form.getByRole("combobox", { name: labels.selection }).selectOption({ label: values.selection });
  await form.getByLabel(labels.name, { exact: true }).fill(values.name);
  await form.getByLabel(labels.mobile, { exact: true }).fill(values.mobile);
  await form.getByLabel(labels.email, { exact: true }).fill(values.email);
  if (values.description) await form.getByLabel(labels.generalComment).fill(values.description);
}

/** Holds every request to `path` until `release` is called, so a test can see the page while it waits. */
export async function holdRequests(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return () => release();
}

/** The tests the need and online pages share (docs/product.md section 2: online is "the same as need"). */
export function describeEnquiryPage({
  path,
  content,
  kind,
  enquiryEndpoint,
  uploadEndpoint,
}: EnquiryPageCase) {
  const { labels } = content;

  test.describe(`${path}: the enquiry form`, () => {
    test("offers the selector's options, Name, Mobile Number, Email Address, Description and Home", async ({
      page,
      visit,
    }) => {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
      const form = enquiryForm(page);
      const selector = form.getByRole("combobox", { name: labels.selection });
      await expect(selector.getByRole("option")).toHaveText([
        labels.choose,
        ...content.options.map((option) => option.label),
      ]);
      await expect(selector).toHaveValue("");
      await expect(form.getByLabel(labels.name, { exact: true })).toBeVisible();
      await expect(form.getByLabel(labels.mobile, { exact: true })).toHaveAttribute("type", "tel");
      await expect(form.getByLabel(labels.email, { exact: true })).toHaveAttribute("type", "email");
      await expect(form.getByLabel(labels.generalComment)).toBeVisible();
      await expect(form.getByRole("button", { name: labels.submit })).toBeVisible();

      const home = page.getByRole("main").getByRole("link", { name: "Home", exact: true });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL("/");
    });

    test("'Please specify' shows only while Other is chosen", async ({ page, visit }) => {
      await visit(path);
      const form = enquiryForm(page);
      const selector = form.getByRole("combobox", { name: labels.selection });
      const specify = form.getByLabel(labels.otherComment);
      await expect(specify).toBeHidden();
      await selector.selectOption({ label: "Other" });
      await expect(specify).toBeVisible();
      await selector.selectOption({ label: "Developer" });
      await expect(specify).toBeHidden();
    });

    test("sends a valid enquiry: 'Form submitted successfully', the form empties and the row is stored", async ({
      page,
      visit,
    }) => {
      await visit(path);
      const form = enquiryForm(page);
      const name = unique("Ravi Enquiry");
      const email = uniqueEmail();
      await fillEnquiry(form, content, {
        selection: "Other",
        name,
        mobile: "+91 98200 12345",
        email,
        description: "A shop website with payments.",
      });
      await form.getByLabel(labels.otherComment).fill("A payment gateway");
      await form.getByRole("button", { name: labels.submit }).click();

      await expect(form.getByRole("status")).toHaveText(messages.enquiry.saved);
      await expect(form.getByLabel(labels.name, { exact: true })).toHaveValue("");
      await expect(form.getByRole("combobox", { name: labels.selection })).toHaveValue("");
      await expect(form.getByLabel(labels.otherComment)).toBeHidden();
      await expect(page).toHaveURL(path);

      expect(enquiriesBy(name)).toEqual([
        expect.objectContaining({
          kind,
          selection: "Other",
          other_comment: "A payment gateway",
          course_selection: null,
          name,
          // Kept as its ten digits (decision 023).
          mobile: "9820012345",
          email,
          general_comment: "A shop website with payments.",
        }),
      ]);
    });

    test("an invalid mobile number shows 'Enter valid mobile number.' and sends nothing", async ({
      page,
      visit,
    }) => {
      await visit(path);
      const posts = recordPosts(page);
      const form = enquiryForm(page);
      const name = unique("Bad Mobile");
      await fillEnquiry(form, content, {
        selection: "Developer",
        name,
        mobile: "12ab",
        email: uniqueEmail(),
      });
      await form.getByRole("button", { name: labels.submit }).click();

      const mobile = form.getByLabel(labels.mobile, { exact: true });
      await expect(mobile).toHaveAccessibleDescription(messages.field.mobileInvalid);
      await expect(mobile).toBeFocused();
      await expect(form.getByText(messages.field.mobileInvalid)).toBeVisible();
      await expect(form.getByRole("status")).toHaveText("");
      expect(posts).toEqual([]);
      expect(enquiriesBy(name)).toEqual([]);
    });
  });

  test.describe(`${path}: the upload form`, () => {
    test("'Upload a file' toggles the upload form", async ({ page, visit }) => {
      await visit(path);
      const toggle = page.getByRole("button", { name: content.uploadToggle });
      const heading = page.getByRole("heading", { name: content.uploadHeading });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(heading).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(heading).toBeVisible();
      await expect(page.getByLabel("File", { exact: true })).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(heading).toBeHidden();
    });

    test("Upload with no file says 'No file selected'", async ({ page, visit }) => {
      await visit(path);
      const posts = recordPosts(page);
      await page.getByRole("button", { name: content.uploadToggle }).click();
      const form = uploadForm(page);
      await form.getByRole("button", { name: "Upload" }).click();
      await expect(form.getByRole("status")).toHaveText(messages.upload.noFileSelected);
      expect(posts).toEqual([]);
    });

    test("a chosen file highlights Upload, shows progress, is stored and is linked to the enquiry sent next", async ({
      page,
      visit,
    }) => {
      await visit(path);
      await page.getByRole("button", { name: content.uploadToggle }).click();
      const form = uploadForm(page);
      const upload = form.getByRole("button", { name: "Upload" });
      await expect(upload).not.toHaveAttribute("data-ready");
      const plainShadow = await upload.evaluate((button) => getComputedStyle(button).boxShadow);

      const file = pdfFile("brief.pdf");
      await form.getByLabel("File", { exact: true }).setInputFiles(file);
      await expect(upload).toHaveAttribute("data-ready", "true");
      await expect
        .poll(() => upload.evaluate((button) => getComputedStyle(button).boxShadow))
        .not.toBe(plainShadow);
      await expect(
        form.getByText(`Ready to upload: brief.pdf (${formatBytes(file.buffer.length)})`),
      ).toBeVisible();

      const release = await holdRequests(page, uploadEndpoint);
      await upload.click();
      const progress = form.getByRole("progressbar", { name: "Upload progress" });
      await expect(progress).toBeVisible();
      await expect(upload).toBeDisabled();
      release();
      await expect(form.getByRole("status")).toHaveText(messages.upload.saved);
      await expect(progress).toBeHidden();
      await expect(upload).not.toHaveAttribute("data-ready");
      await expect(form.getByText(/^Ready to upload/)).toBeHidden();

      const stored = uploadOf(file.buffer);
      expect(stored).toMatchObject({
        source: kind,
        enquiry_id: null,
        original_name: "brief.pdf",
        content_type: "application/pdf",
        size: file.buffer.length,
      });
      expect(stored && uploadedFileExists(stored.stored_name), "the file is on disk").toBe(true);

      const enquiry = enquiryForm(page);
      const name = unique("With File");
      await fillEnquiry(enquiry, content, {
        selection: "Web Development",
        name,
        mobile: "9820012345",
        email: uniqueEmail(),
      });
      await enquiry.getByRole("button", { name: labels.submit }).click();
      await expect(enquiry.getByRole("status")).toHaveText(messages.enquiry.saved);

      const [sent] = enquiriesBy(name);
      expect(sent).toMatchObject({ kind, selection: "WebDevelopment" });
      expect(uploadOf(file.buffer)?.enquiry_id, "the file is linked to the enquiry").toBe(sent?.id);
    });

    test.describe("a file that is not what its name says", () => {
      test.use({ refusedRequests: [{ path: uploadEndpoint, status: 415 }] });

      test("an HTML page named cv.pdf answers 'Error uploading file' with the reason", async ({
        page,
        visit,
      }) => {
        await visit(path);
        await page.getByRole("button", { name: content.uploadToggle }).click();
        const form = uploadForm(page);
        const html = Buffer.from(`<!doctype html><title>cv</title><p>${unique("Not a PDF")}</p>`);
        await form.getByLabel("File", { exact: true }).setInputFiles({
          name: "cv.pdf",
          mimeType: "application/pdf",
          buffer: html,
        });
        await form.getByRole("button", { name: "Upload" }).click();
        const status = form.getByRole("status");
        await expect(status).toContainText(messages.upload.failed);
        await expect(
          status.getByText(`This type of file is not accepted. ${allowedKindsText}`),
        ).toBeVisible();
        expect(uploadOf(html)).toBeUndefined();
      });
    });
  });

  test.describe(`${path}: the desktop icon bar`, () => {
    test("is hidden on the page and comes back on Home", async ({ page, visit }) => {
      await visit("/feedback");
      const iconBar = page.getByRole("navigation", { name: "Quick links" });
      await expect(iconBar).toBeVisible();
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
      await expect(iconBar).toBeHidden();
      await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
      await expect(page).toHaveURL("/");
      await expect(iconBar).toBeVisible();
    });

    test("comes back when the visitor goes to another page", async ({ page, visit }) => {
      await visit(path);
      const iconBar = page.getByRole("navigation", { name: "Quick links" });
      await expect(iconBar).toBeHidden();
      await page.getByRole("banner").getByRole("link", { name: "client upload" }).click();
      await expect(page).toHaveURL("/jobs");
      await expect(iconBar).toBeVisible();
    });
  });

  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the enquiry posts, the page says 'Form submitted successfully' and the row is stored", async ({
      page,
    }) => {
      await page.goto(path);
      const form = enquiryForm(page);
      const name = unique("No Script Enquiry");
      const email = uniqueEmail();
      await fillEnquiry(form, content, { selection: "Support", name, mobile: "9820012345", email });
      await form.getByRole("button", { name: labels.submit }).click();
      await expect(page).toHaveURL(enquiryEndpoint);
      await expect(enquiryForm(page).getByRole("status")).toHaveText(messages.enquiry.saved);
      expect(enquiriesBy(name)).toEqual([
        expect.objectContaining({ kind, selection: "Support", name, mobile: "9820012345", email }),
      ]);
    });

    test("the upload form is shown without its toggle and posts the file", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: content.uploadToggle })).toBeHidden();
      await expect(page.getByRole("heading", { name: content.uploadHeading })).toBeVisible();
      const form = uploadForm(page);
      const file = pdfFile("no-script.pdf");
      await form.getByLabel("File", { exact: true }).setInputFiles(file);
      await form.getByRole("button", { name: "Upload" }).click();
      await expect(page).toHaveURL(uploadEndpoint);
      await expect(uploadForm(page).getByRole("status")).toHaveText(messages.upload.saved);
      const stored: UploadRow | undefined = uploadOf(file.buffer);
      expect(stored).toMatchObject({ source: kind, original_name: "no-script.pdf" });
      expect(stored && uploadedFileExists(stored.stored_name), "the file is on disk").toBe(true);
    });
  });
}

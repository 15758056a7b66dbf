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

/**
 * The tests the need and online pages share (docs/product.md section 2: online is "the same as need"),
 * one per part of the page, each part's checks as steps over one visit.
 */
export function describeEnquiryPage({
  path,
  content,
  kind,
  enquiryEndpoint,
  uploadEndpoint,
}: EnquiryPageCase) {
  const { labels } = content;

  test(`${path}: the enquiry form shows its fields, checks the mobile number, sends and stores a valid enquiry`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const form = enquiryForm(page);
    const selector = form.getByRole("combobox", { name: labels.selection });

    await test.step("offers the selector's options, Name, Mobile Number, Email Address, Description and Home", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
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
      await expect(page.getByRole("main").getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
        "href",
        "/",
      );
    });

    await test.step("'Please specify' shows only while Other is chosen", async () => {
      const specify = form.getByLabel(labels.otherComment);
      await expect(specify).toBeHidden();
      await selector.selectOption({ label: "Other" });
      await expect(specify).toBeVisible();
      await selector.selectOption({ label: "Developer" });
      await expect(specify).toBeHidden();
    });

    await test.step("an invalid mobile number shows 'Enter valid mobile number.' and sends nothing", async () => {
      const posts = recordPosts(page);
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

    await test.step("sends a valid enquiry: 'Form submitted successfully', the form empties and the row is stored", async () => {
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
      await expect(selector).toHaveValue("");
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

    await test.step("Home leads to the home page", async () => {
      await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
      await expect(page).toHaveURL("/");
    });
  });

  test.describe(() => {
    // The step with a file that is not what its name says expects the server's refusal.
    test.use({ refusedRequests: [{ path: uploadEndpoint, status: 415 }] });

    test(`${path}: the upload form opens from its toggle, stores a file, links it to the next enquiry and refuses a disguised one`, async ({
      page,
      visit,
    }) => {
      await visit(path);
      const toggle = page.getByRole("button", { name: content.uploadToggle });
      const form = uploadForm(page);
      const upload = form.getByRole("button", { name: "Upload" });

      await test.step("'Upload a file' toggles the upload form", async () => {
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

      await test.step("Upload with no file says 'No file selected'", async () => {
        const posts = recordPosts(page);
        await toggle.click();
        await upload.click();
        await expect(form.getByRole("status")).toHaveText(messages.upload.noFileSelected);
        expect(posts).toEqual([]);
      });

      await test.step("a chosen file highlights Upload, shows progress, is stored and is linked to the enquiry sent next", async () => {
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

      await test.step("an HTML page named cv.pdf answers 'Error uploading file' with the reason", async () => {
        const html = Buffer.from(`<!doctype html><title>cv</title><p>${unique("Not a PDF")}</p>`);
        await form.getByLabel("File", { exact: true }).setInputFiles({
          name: "cv.pdf",
          mimeType: "application/pdf",
          buffer: html,
        });
        await upload.click();
        const status = form.getByRole("status");
        await expect(status).toContainText(messages.upload.failed);
        await expect(
          status.getByText(`This type of file is not accepted. ${allowedKindsText}`),
        ).toBeVisible();
        expect(uploadOf(html)).toBeUndefined();
      });
    });
  });

  test(`${path}: the desktop icon bar is hidden on the page and comes back on Home or another page`, async ({
    page,
    visit,
  }) => {
    const iconBar = page.getByRole("navigation", { name: "Quick links" });
    await test.step("is hidden on the page and comes back on Home", async () => {
      await visit("/feedback");
      await expect(iconBar).toBeVisible();
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
      await expect(iconBar).toBeHidden();
      await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
      await expect(page).toHaveURL("/");
      await expect(iconBar).toBeVisible();
    });

    await test.step("comes back when the visitor goes to another page", async () => {
      await visit(path);
      await expect(iconBar).toBeHidden();
      await page.getByRole("banner").getByRole("link", { name: "client upload" }).click();
      await expect(page).toHaveURL("/jobs");
      await expect(iconBar).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(`${path} without JavaScript: the enquiry and the upload form post and are stored`, async ({
      page,
    }) => {
      await test.step("the enquiry posts, the page says 'Form submitted successfully' and the row is stored", async () => {
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

      await test.step("the upload form is shown without its toggle and posts the file", async () => {
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
  });
}

import { jobsPage } from "../../../app/content/pages/jobs";
import { endpoints } from "../../../app/lib/endpoints";
import { formatBytes } from "../../../app/lib/format";
import { messages } from "../../../app/lib/messages";
import { allowedKindsText } from "../../../app/server/uploads/file-kinds.server";
import { expect, test } from "../fixtures";
import { uploadForm } from "./enquiry-page";
import { pdfFile, recordPosts, uploadedFileExists, uploadOf } from "./stored";

/** MAX_UPLOAD_MB in playwright.config.ts. */
const maxUploadBytes = 1024 * 1024;

test.describe("jobs page", () => {
  test("shows the company-focus table, the internship line and the Home link", async ({ page, visit }) => {
    await visit("/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobsPage.heading);
    const table = page.getByRole("table", { name: jobsPage.caption });
    await expect(table.getByRole("rowheader")).toHaveText(["Developer", "Designing", "E-Mail us"]);
    const mailRow = table.getByRole("row", { name: /^E-Mail us/ });
    // The address comes from HR_EMAIL; the test server runs with the default.
    await expect(mailRow.getByRole("link")).toHaveAttribute("href", "mailto:hr@example.com");
    await expect(page.getByText(jobsPage.internship, { exact: true })).toBeVisible();
    expect(jobsPage.internship).toBe("Available: internship and training of software programming languages");

    const home = page.getByRole("main").getByRole("link", { name: "Home", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });

  test("'Upload files' reveals the upload form, and a second click keeps it shown", async ({
    page,
    visit,
  }) => {
    await visit("/jobs");
    const reveal = page.getByRole("button", { name: jobsPage.uploadButton });
    const heading = page.getByRole("heading", { name: jobsPage.uploadHeading });
    await expect(reveal).toHaveAttribute("aria-expanded", "false");
    await expect(heading).toBeHidden();
    await reveal.click();
    await expect(reveal).toHaveAttribute("aria-expanded", "true");
    await expect(heading).toBeVisible();
    await reveal.click();
    await expect(reveal).toHaveAttribute("aria-expanded", "true");
    await expect(heading).toBeVisible();
  });

  test("Upload with no file says 'Please choose a file to upload.' and sends nothing", async ({
    page,
    visit,
  }) => {
    await visit("/jobs");
    const posts = recordPosts(page);
    await page.getByRole("button", { name: jobsPage.uploadButton }).click();
    const form = uploadForm(page);
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByRole("status")).toHaveText(messages.upload.noFile);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("a CV is uploaded: 'File uploaded successfully', the row and the file on disk", async ({
    page,
    visit,
  }) => {
    await visit("/jobs");
    await page.getByRole("button", { name: jobsPage.uploadButton }).click();
    const form = uploadForm(page);
    const file = pdfFile("my-cv.pdf");
    await form.getByLabel("File", { exact: true }).setInputFiles(file);
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByRole("status")).toHaveText(messages.upload.saved);

    const stored = uploadOf(file.buffer);
    expect(stored).toMatchObject({
      source: "jobs",
      enquiry_id: null,
      original_name: "my-cv.pdf",
      content_type: "application/pdf",
      size: file.buffer.length,
    });
    expect(stored && uploadedFileExists(stored.stored_name), "the file is on disk").toBe(true);
  });

  test("a file over the limit says 'Error uploading file: ' and why, without sending it", async ({
    page,
    visit,
  }) => {
    await visit("/jobs");
    const posts = recordPosts(page);
    await page.getByRole("button", { name: jobsPage.uploadButton }).click();
    const form = uploadForm(page);
    const big = Buffer.alloc(1.5 * 1024 * 1024, "a");
    big.write("%PDF-1.4\n");
    await form.getByLabel("File", { exact: true }).setInputFiles({
      name: "big-cv.pdf",
      mimeType: "application/pdf",
      buffer: big,
    });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByRole("status")).toHaveText(
      `${messages.upload.failedPrefix}The file may be at most ${formatBytes(maxUploadBytes)}.`,
    );
    expect(posts).toEqual([]);
    expect(uploadOf(big)).toBeUndefined();
  });

  test.describe("a file the server refuses", () => {
    test.use({ refusedRequests: [{ path: endpoints.jobsUpload, status: 415 }] });

    test("shows 'Error uploading file: ' followed by the server's details", async ({ page, visit }) => {
      await visit("/jobs");
      await page.getByRole("button", { name: jobsPage.uploadButton }).click();
      const form = uploadForm(page);
      const html = Buffer.from(`<!doctype html><title>cv</title><p>${Date.now()}</p>`);
      await form.getByLabel("File", { exact: true }).setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: html,
      });
      await form.getByRole("button", { name: "Upload" }).click();
      await expect(form.getByRole("status")).toHaveText(
        `${messages.upload.failedPrefix}This type of file is not accepted. ${allowedKindsText}`,
      );
      expect(uploadOf(html)).toBeUndefined();
    });
  });
});

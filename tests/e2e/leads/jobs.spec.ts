import { defaultProfile } from "../../../app/content/company";
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

test.describe(() => {
  // The last step uploads a file the server refuses.
  test.use({ refusedRequests: [{ path: endpoints.jobsUpload, status: 415 }] });

  test("jobs page: the company-focus table, the upload form with every answer it gives, and Home", async ({
    page,
    visit,
  }) => {
    await visit("/jobs");
    const form = uploadForm(page);
    const upload = form.getByRole("button", { name: "Upload" });
    const file = form.getByLabel("File", { exact: true });

    await test.step("shows the company-focus table and the internship line", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobsPage.heading);
      const table = page.getByRole("table", { name: jobsPage.caption });
      await expect(table.getByRole("rowheader")).toHaveText(["Developer", "Designing", "E-Mail us"]);
      const mailRow = table.getByRole("row", { name: /^E-Mail us/ });
      // The address comes from HR_EMAIL; the test server runs with the default.
      await expect(mailRow.getByRole("link")).toHaveAttribute("href", "mailto:hr@example.com");
      await expect(page.getByText(defaultProfile.internship, { exact: true })).toBeVisible();
      expect(defaultProfile.internship).toBe(
        "Available: internship and training of software programming languages",
      );
    });

    await test.step("'Upload files' reveals the upload form, and a second click keeps it shown", async () => {
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

    await test.step("Upload with no file says 'Please choose a file to upload.' and sends nothing", async () => {
      const posts = recordPosts(page);
      await upload.click();
      await expect(form.getByRole("status")).toHaveText(messages.upload.noFile);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(posts).toEqual([]);
    });

    await test.step("a CV is uploaded: 'File uploaded successfully', the row and the file on disk", async () => {
      const cv = pdfFile("my-cv.pdf");
      await file.setInputFiles(cv);
      await upload.click();
      await expect(form.getByRole("status")).toHaveText(messages.upload.saved);

      const stored = uploadOf(cv.buffer);
      expect(stored).toMatchObject({
        source: "jobs",
        enquiry_id: null,
        original_name: "my-cv.pdf",
        content_type: "application/pdf",
        size: cv.buffer.length,
      });
      expect(stored && uploadedFileExists(stored.stored_name), "the file is on disk").toBe(true);
    });

    await test.step("a file over the limit says 'Error uploading file: ' and why, without sending it", async () => {
      const posts = recordPosts(page);
      const big = Buffer.alloc(1.5 * 1024 * 1024, "a");
      big.write("%PDF-1.4\n");
      await file.setInputFiles({ name: "big-cv.pdf", mimeType: "application/pdf", buffer: big });
      await upload.click();
      await expect(form.getByRole("status")).toHaveText(
        `${messages.upload.failedPrefix}The file may be at most ${formatBytes(maxUploadBytes)}.`,
      );
      expect(posts).toEqual([]);
      expect(uploadOf(big)).toBeUndefined();
    });

    await test.step("a file the server refuses shows 'Error uploading file: ' followed by the server's details", async () => {
      const html = Buffer.from(`<!doctype html><title>cv</title><p>${Date.now()}</p>`);
      await file.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: html });
      await upload.click();
      await expect(form.getByRole("status")).toHaveText(
        `${messages.upload.failedPrefix}This type of file is not accepted. ${allowedKindsText}`,
      );
      expect(uploadOf(html)).toBeUndefined();
    });

    await test.step("has the Home link to the home page", async () => {
      const home = page.getByRole("main").getByRole("link", { name: "Home", exact: true });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL("/");
    });
  });
});

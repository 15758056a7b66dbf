import { fileUploadPage } from "../../../app/content/pages/file-upload";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { uploadForm } from "./enquiry-page";
import { pdfFile, recordPosts, uploadedFileExists, uploadOf } from "./stored";

test("file-upload page: 'Upload files' reveals the form one way, the 'Error' dialog, a file uploaded, and Home Pg.", async ({
  page,
  visit,
}) => {
  await visit("/file-upload");
  const reveal = page.getByRole("button", { name: fileUploadPage.uploadButton });
  const upload = page.getByRole("button", { name: "Upload", exact: true });

  await test.step("'Upload files' reveals the form one way", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fileUploadPage.heading);
    const file = page.getByLabel("File", { exact: true });
    await expect(reveal).toHaveAttribute("aria-expanded", "false");
    await expect(file).toBeHidden();
    await reveal.click();
    await expect(reveal).toHaveAttribute("aria-expanded", "true");
    await expect(file).toBeVisible();
    await expect(upload).toBeVisible();
    await reveal.click();
    await expect(reveal).toHaveAttribute("aria-expanded", "true");
    await expect(file).toBeVisible();
  });

  await test.step("Upload with no file opens the 'Error' dialog; Close and Escape close it and focus returns", async () => {
    const posts = recordPosts(page);
    const dialog = page.getByRole("dialog", { name: messages.upload.errorTitle });
    await expect(dialog).toBeHidden();

    await upload.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: messages.upload.errorTitle })).toBeVisible();
    await expect(dialog.getByText(messages.upload.noFile, { exact: true })).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(upload).toBeFocused();

    await upload.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(upload).toBeFocused();

    // The dialog can open again after Escape.
    await upload.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toEqual([]);
  });

  await test.step("a chosen file is uploaded: 'File uploaded successfully', the row and the file on disk", async () => {
    const form = uploadForm(page);
    const file = pdfFile("document.pdf");
    await form.getByLabel("File", { exact: true }).setInputFiles(file);
    await upload.click();
    await expect(form.getByRole("status")).toHaveText(messages.upload.saved);
    await expect(page.getByRole("dialog")).toBeHidden();

    const stored = uploadOf(file.buffer);
    expect(stored).toMatchObject({
      source: "file-upload",
      original_name: "document.pdf",
      size: file.buffer.length,
    });
    expect(stored && uploadedFileExists(stored.stored_name), "the file is on disk").toBe(true);
  });

  await test.step("'Home Pg.' leads home", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg.", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

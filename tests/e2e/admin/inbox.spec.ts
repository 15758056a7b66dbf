import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { adminInboxPages } from "../../../app/content/pages/admin-inbox";
import { needPage } from "../../../app/content/pages/enquiry-forms";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { fileUploadPage } from "../../../app/content/pages/file-upload";
import { messages } from "../../../app/lib/messages";
import { parseCsv } from "../../support/csv";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { enquiryForm, fillEnquiry, uploadForm } from "../leads/enquiry-page";
import { pdfFile, unique, uniqueEmail } from "../leads/stored";
import { signInAsAdmin } from "./admin";

const text = adminInboxPages.list;
const kinds = adminInboxPages.kinds;

async function sendFeedback(
  page: Page,
  visit: (path: string) => Promise<void>,
  name: string,
  message: string,
) {
  await visit("/feedback");
  const { labels } = feedbackPage;
  await page.getByLabel(labels.name, { exact: true }).fill(name);
  await page.getByLabel(labels.email, { exact: true }).fill(uniqueEmail());
  await page.getByLabel(labels.message, { exact: true }).fill(message);
  await page.getByRole("button", { name: labels.submit }).click();
  await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);
}

/** Opens a kind's list from the inbox overview and searches it. */
async function openList(page: Page, visit: (path: string) => Promise<void>, heading: string, search: string) {
  await visit("/admin/inbox");
  await page.getByRole("main").getByRole("link", { name: heading, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.getByRole("searchbox", { name: text.search.label }).fill(search);
  await page.getByRole("button", { name: text.search.submit, exact: true }).click();
  await expect(page).toHaveURL(/q=/);
}

/** The bytes of a download, and the file's suggested name. */
async function downloaded(download: Download) {
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test.describe("admin inbox", () => {
  test("the admin reads a visitor's feedback and need enquiry, marks them handled, downloads the file and exports CSV", async ({
    page,
    visit,
  }) => {
    // The visitor.
    const feedbackName = unique("Priya Feedback");
    await sendFeedback(page, visit, feedbackName, "Please call me about a website.\nTomorrow is fine.");

    await visit("/need");
    const needName = unique("Arjun Need");
    const form = enquiryForm(page);
    await fillEnquiry(form, needPage, {
      selection: "Web Development",
      name: needName,
      mobile: "9820012345",
      email: uniqueEmail(),
      description: "A shop for handmade sarees",
    });
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(form.getByRole("status")).toHaveText(messages.enquiry.saved);

    await visit("/file-upload");
    await page.getByRole("button", { name: fileUploadPage.uploadButton }).click();
    const file = pdfFile(`${unique("brief").replace(" ", "-")}.pdf`);
    const upload = uploadForm(page);
    await upload.getByLabel("File", { exact: true }).setInputFiles(file);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByRole("status")).toHaveText(messages.upload.saved);

    // The admin.
    await signInAsAdmin(page, visit);

    await openList(page, visit, kinds.feedback.heading, feedbackName);
    const feedbackRow = page.getByRole("row", { name: new RegExp(feedbackName) });
    await expect(feedbackRow.getByRole("cell", { name: /Please call me about a website/ })).toBeVisible();
    await feedbackRow
      .getByRole("button", { name: text.rowAction(text.markHandled, kinds.feedback.rowName, feedbackName) })
      .click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(messages.admin.saved);
    await expect(feedbackRow.getByRole("cell", { name: text.filters.handled, exact: true })).toBeVisible();
    await expect(
      feedbackRow.getByRole("button", {
        name: text.rowAction(text.markNew, kinds.feedback.rowName, feedbackName),
      }),
    ).toBeVisible();

    // The CSV of this search: the feedback, now handled, with its line break kept.
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: text.exportCsv }).click();
    const csv = await downloaded(await csvDownload);
    expect(csv.name).toMatch(/^feedback-\d{4}-\d\d-\d\d\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(csv.bytes.subarray(3).toString("utf8"));
    expect(header).toEqual(["Received", "Status", "Name", "Email", "Message", "Id"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1, 3)).toEqual(["handled", feedbackName]);
    expect(rows[0]?.[4]).toBe("Please call me about a website.\nTomorrow is fine.");

    await openList(page, visit, kinds.need.heading, needName);
    const needRow = page.getByRole("row", { name: new RegExp(needName) });
    await expect(needRow.getByRole("cell", { name: "A shop for handmade sarees" })).toBeVisible();
    await needRow.getByRole("checkbox", { name: text.selectRow(kinds.need.rowName, needName) }).check();
    await page.getByRole("button", { name: text.markSelectedHandled }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(messages.admin.saved);
    await expect(needRow.getByRole("cell", { name: text.filters.handled, exact: true })).toBeVisible();

    await openList(page, visit, kinds.uploads.heading, file.name);
    const fileDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: text.download(file.name) }).click();
    const fetched = await downloaded(await fileDownload);
    expect(fetched.name).toBe(file.name);
    expect(fetched.bytes.equals(file.buffer)).toBe(true);
  });

  test("markup and formulas a visitor typed stay text in the inbox and in the CSV (check 4)", async ({
    page,
    visit,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const markup = "<img src=x onerror=alert(1)>";
    const formula = '=HYPERLINK("http://x")';
    const name = `${markup} ${unique("Eve")}`;
    await sendFeedback(page, visit, name, `${markup} ${formula}`);

    await signInAsAdmin(page, visit);
    await openList(page, visit, kinds.feedback.heading, name);
    const row = page.getByRole("row", { name: new RegExp(name.replace(/[()]/g, "\\$&")) });
    await expect(row.getByRole("rowheader", { name, exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: `${markup} ${formula}`, exact: true })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator("main img")).toHaveCount(0);

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: text.exportCsv }).click();
    const csv = await downloaded(await csvDownload);
    const [, first] = parseCsv(csv.bytes.subarray(3).toString("utf8"));
    expect(first?.[2]).toBe(name);
    expect(first?.[4]).toBe(`${markup} ${formula}`);

    // The same formula alone in a cell is neutralised.
    await sendFeedback(page, visit, `Formula ${name}`, formula);
    await openList(page, visit, kinds.feedback.heading, `Formula ${name}`);
    const second = page.waitForEvent("download");
    await page.getByRole("link", { name: text.exportCsv }).click();
    const [, formulaRow] = parseCsv((await downloaded(await second)).bytes.subarray(3).toString("utf8"));
    expect(formulaRow?.[4]).toBe(`'${formula}`);
    expect(dialogs).toEqual([]);
  });

  test("the overview and a list with rows have no WCAG 2.1 AA violations", async ({ page, visit }) => {
    const name = unique("Axe Visitor");
    const sent = await page.request.post("/api/feedback", {
      data: { name, email: uniqueEmail(), message: "A long message ".repeat(40) },
    });
    expect(sent.status()).toBe(201);
    await signInAsAdmin(page, visit);
    for (const path of ["/admin/inbox", `/admin/inbox/feedback?q=${encodeURIComponent(name)}`]) {
      await visit(path);
      await expectNoAxeViolations(page, path);
    }
  });
});

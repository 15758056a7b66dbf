import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { adminInboxPages, uploadSourceLabels } from "../../../app/content/pages/admin-inbox";
import { adminSiteHealthPages } from "../../../app/content/pages/admin-site-health";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { fileUploadPage } from "../../../app/content/pages/file-upload";
import { endpoints } from "../../../app/lib/endpoints";
import { inboxMessages } from "../../../app/lib/inbox-messages";
import { messages } from "../../../app/lib/messages";
import { parseCsv } from "../../support/csv";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { uploadForm } from "../leads/enquiry-page";
import { pdfFile, unique, uniqueEmail } from "../leads/stored";
import { signInAsAdmin } from "./admin";

const inbox = adminInboxPages.inbox;
const lead = adminInboxPages.lead;

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

/** Searches the one inbox. */
async function search(page: Page, visit: (path: string) => Promise<void>, text: string) {
  await visit("/admin/inbox");
  await page.getByRole("searchbox", { name: inbox.filters.q }).fill(text);
  await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
  await expect(page).toHaveURL(/q=/);
}

/** The bytes of a download, and the file's suggested name. */
async function downloaded(download: Download) {
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const leadRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("checkbox") });

test.describe("admin inbox", () => {
  test("the admin filters the one inbox, moves the ticked leads, downloads a visitor's file and exports CSV", async ({
    page,
    visit,
  }) => {
    const t = unique("Inbox").split(" ")[1] ?? "";
    await sendFeedback(page, visit, `Priya ${t}`, "Please call me about a website.\nTomorrow is fine.");
    await sendFeedback(page, visit, `Kiran ${t}`, "Just saying hello.");

    await visit("/file-upload");
    await page.getByRole("button", { name: fileUploadPage.uploadButton }).click();
    const file = pdfFile(`brief-${t}.pdf`);
    const upload = uploadForm(page);
    await upload.getByLabel("File", { exact: true }).setInputFiles(file);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByRole("status")).toHaveText(messages.upload.saved);

    await signInAsAdmin(page, visit);
    await search(page, visit, t);
    await expect(leadRows(page)).toHaveCount(3);

    await test.step("a kind's link is a filter of the same list", async () => {
      await page
        .getByRole("navigation", { name: inbox.kinds.label })
        .getByRole("link", { name: "Feedback" })
        .click();
      await expect(page).toHaveURL(/\/admin\/inbox\?kind=feedback$/);
      await page.getByRole("searchbox", { name: inbox.filters.q }).fill(t);
      await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
      await expect(leadRows(page)).toHaveCount(2);
      await expect(page.getByRole("combobox", { name: inbox.filters.kind })).toHaveValue("feedback");
    });

    await test.step("the ticked leads move to Qualified together; the stage filter then finds them", async () => {
      for (const name of [`Priya ${t}`, `Kiran ${t}`])
        await page.getByRole("checkbox", { name: inbox.selectRow(name) }).check();
      await page.getByRole("combobox", { name: inbox.bulk.stage }).selectOption({ label: "Qualified" });
      await page.getByRole("button", { name: inbox.bulk.move }).click();
      // The button asks first, naming the stage and the count; its answer has the focus.
      const confirm = inbox.bulk.confirm;
      await expect(page.getByText(confirm.move(2, "Qualified", ""))).toBeVisible();
      await expect(page.getByRole("button", { name: confirm.moveButton(2, "Qualified") })).toBeFocused();
      await expectNoAxeViolations(page, "the inbox's question");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
        `${inboxMessages.stageChanged}${inboxMessages.leadsMoved(2, "Qualified")}`,
      );
      await page.getByRole("checkbox", { name: "Qualified" }).check();
      await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
      await expect(page).toHaveURL(/stage=qualified/);
      await expect(leadRows(page)).toHaveCount(2);
    });

    await test.step("the CSV of this view has the stage and the visitor's line breaks", async () => {
      const csvDownload = page.waitForEvent("download");
      await page.getByRole("link", { name: inbox.exportCsv }).click();
      const csv = await downloaded(await csvDownload);
      expect(csv.name).toMatch(/^feedback-\d{4}-\d\d-\d\d\.csv$/);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(csv.bytes.subarray(3).toString("utf8"));
      expect(header?.slice(0, 5)).toEqual(["Received", "Kind", "Stage", "Assignee", "Name"]);
      expect(rows.map((row) => row[4]).sort()).toEqual([`Kiran ${t}`, `Priya ${t}`]);
      expect(rows.every((row) => row[2] === "Qualified")).toBe(true);
      expect(rows.find((row) => row[4] === `Priya ${t}`)?.[6]).toBe(
        "Please call me about a website.\nTomorrow is fine.",
      );
    });

    await test.step("the uploaded file is a lead of its own; its page downloads it byte for byte", async () => {
      await search(page, visit, file.name);
      await page.getByRole("link", { name: `${file.name} · ${uploadSourceLabels["file-upload"]}` }).click();
      const fileDownload = page.waitForEvent("download");
      await page.getByRole("link", { name: lead.download(file.name) }).click();
      const fetched = await downloaded(await fileDownload);
      expect(fetched.name).toBe(file.name);
      expect(fetched.bytes.equals(file.buffer)).toBe(true);
    });
  });

  test("markup and formulas a visitor typed stay text in the inbox, on the lead page and in the CSV (check 4)", async ({
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
    await sendFeedback(page, visit, name, formula);

    await signInAsAdmin(page, visit);
    await search(page, visit, name);
    await expect(page.getByRole("rowheader", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: formula, exact: true })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: inbox.exportCsv }).click();
    const [, first] = parseCsv((await downloaded(await csvDownload)).bytes.subarray(3).toString("utf8"));
    expect(first?.[4]).toBe(name);
    expect(first?.[7]).toBe(`'${formula}`);

    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lead.heading("Feedback", name));
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("LinkedIn's hosts and tag are one source: chosen in the filter, it lists all three; axe at 390 and 1366 px", async ({
    page,
    visit,
  }) => {
    const t = unique("Source").split(" ")[1] ?? "";
    for (const [name, visitFields] of [
      ["Asha", { visit_referrer: "https://www.linkedin.com/feed/" }],
      ["Ravi", { visit_referrer: "https://in.linkedin.com/in/someone" }],
      ["Meera", { utm_source: "LinkedIn" }],
    ] as const) {
      const sent = await page.request.post(endpoints.feedback, {
        data: { name: `${name} ${t}`, email: uniqueEmail(), message: `Grouped ${t}`, ...visitFields },
      });
      expect(sent.status()).toBe(201);
    }
    await signInAsAdmin(page, visit);
    await search(page, visit, t);
    await expect(leadRows(page)).toHaveCount(3);
    const source = page.getByRole("combobox", { name: inbox.filters.source });
    await source.selectOption("LinkedIn");
    await page.getByRole("button", { name: inbox.filters.submit, exact: true }).click();
    await expect(page).toHaveURL(/source=LinkedIn/);
    await expect(leadRows(page)).toHaveCount(3);
    await expect(source).toHaveValue("LinkedIn");
    for (const row of await leadRows(page).all())
      await expect(row.getByRole("cell", { name: "LinkedIn" })).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoAxeViolations(page, `the inbox at ${width} px`);
    }
  });

  // Their axe scan is navigation.spec's, with every admin page.
  test("the site-health lists answer after a broken link is reported, and the digest subscribes", async ({
    page,
    visit,
  }) => {
    const gone = `/gone-${unique("x").split(" ")[1]}`;
    const sent = await page.request.post("/not-found", { data: { path: gone, referrer: "" } });
    expect(sent.status()).toBe(201);
    await signInAsAdmin(page, visit);
    await visit("/admin/digest");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminInboxPages.digest.heading);
    await page.getByRole("button", { name: adminInboxPages.digest.subscribe }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(inboxMessages.digestOn);
    await expect(page.getByRole("button", { name: adminInboxPages.digest.unsubscribe })).toBeVisible();
    await visit("/admin/site-health/broken-links");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      adminSiteHealthPages.kinds["broken-links"].heading,
    );
    await expect(page.getByRole("main").getByText(gone, { exact: true })).toBeVisible();
  });
});

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { accountPages } from "../../../app/content/pages/account";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { dataRequestTexts } from "../../../app/content/pages/data-requests";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { openingPage } from "../../../app/content/pages/jobs";
import { onlineCoursePage } from "../../../app/content/pages/online-course";
import { DATA_REQUEST_CONFIRM_PATH } from "../../../app/lib/data-requests";
import { messages } from "../../../app/lib/messages";
import { currentStep, totpAt } from "../../support/totp";
import { expectNoAxeViolations } from "../axe";
import { expect, test, visitOncePublished, waitForHydration } from "../fixtures";
import { pdfFile, unique, uniqueEmail } from "../leads/stored";
import { mailsTo } from "../mailbox";
import { E2E_ADMIN, signInAsAdmin } from "./admin";

// The openings spec of this project publishes openings too: a draft it made stale is refused (409).
test.use({
  refusedRequests: [[{ path: "/admin/content/openings.data", status: 409 }], { scope: "test" }],
});

// A person who sent feedback, enrolled and applied with a CV asks on /privacy to erase what is held
// about them and confirms the address from the mail; the owner sees all three on the request's page,
// exports them (the CV's bytes in the ZIP), erases them, and the person is told once. It publishes
// an opening to apply to, so it runs on the content server.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const texts = dataRequestTexts;

/** axe finds nothing, and the page fits the screen: a long address wraps rather than scroll sideways. */
async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a data request from /privacy: confirmed by mail, exported with the CV, erased, and the person told once", async ({
  page,
  visit,
}) => {
  test.setTimeout(240_000);
  const title = unique("QA Intern");
  const person = { name: unique("Meera"), email: uniqueEmail(), mobile: "9820012345" };
  const cv = pdfFile("meera-cv.pdf");
  const main = page.getByRole("main");

  await test.step("the admin publishes an opening to apply to", async () => {
    await signInAsAdmin(page, visit);
    // Another test may publish openings at the same moment: a stale draft is tried again.
    await expect(async () => {
      await visit("/admin/content/openings");
      await main.getByRole("button", { name: "Add an opening" }).click();
      const opening = main.getByRole("group", { name: /^\d+\.$/ });
      await opening.getByLabel("Title", { exact: true }).fill(title);
      await opening.getByLabel("Type", { exact: true }).selectOption("internship");
      await opening.getByLabel("Remote", { exact: true }).check();
      await opening.getByLabel("Description", { exact: true }).fill("Test our clients' sites.");
      await opening.getByLabel("Closes on", { exact: true }).fill("2099-12-31");
      await main.getByRole("button", { name: adminContentPages.editor.publish, exact: true }).click();
      await expect(main.getByRole("status").first()).toContainText("ublished", { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  });

  await test.step("the person sends feedback, enrols in a course and applies with a CV", async () => {
    await page.context().clearCookies();
    await visit("/feedback");
    await page.getByLabel(feedbackPage.labels.name, { exact: true }).fill(person.name);
    await page.getByLabel(feedbackPage.labels.email, { exact: true }).fill(person.email);
    await page.getByLabel(feedbackPage.labels.message, { exact: true }).fill("Lovely site.");
    await page.getByRole("button", { name: feedbackPage.labels.submit }).click();
    await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);

    await visit("/online-course");
    const course = onlineCoursePage.labels;
    await page.getByLabel(course.mobile, { exact: true }).fill(person.mobile);
    await page.getByLabel(course.email, { exact: true }).fill(person.email);
    await page.getByLabel(course.description, { exact: true }).fill("Evenings, please.");
    await page
      .getByRole("group", { name: course.skills })
      .getByRole("checkbox", { disabled: false })
      .first()
      .check();
    await page.getByRole("button", { name: course.submit }).click();
    await expect(page.getByRole("status")).toContainText(messages.enquiry.saved);

    await visitOncePublished(page, "/jobs", page.getByRole("link", { name: title, exact: true }));
    await page.getByRole("link", { name: title, exact: true }).click();
    await waitForHydration(page);
    const apply = openingPage.apply;
    const form = page.getByRole("form", { name: apply.heading });
    await form.getByLabel(apply.name, { exact: true }).fill(person.name);
    await form.getByLabel(apply.email, { exact: true }).fill(person.email);
    await form.getByLabel(apply.mobile, { exact: true }).fill(person.mobile);
    await form.getByLabel(apply.file, { exact: true }).setInputFiles(cv);
    await form.getByRole("button", { name: apply.submit }).click();
    await expect(form.getByRole("status")).toHaveText(messages.application.saved);
  });

  let link = "";
  await test.step("on /privacy the person asks to erase it, and the answer is in view with the focus", async () => {
    await visit("/privacy");
    await expect(main).toContainText(texts.notice.lastUpdated("2026-12-06"));
    const form = page.getByRole("region", { name: texts.form.heading });
    await form.getByLabel(texts.form.labels.email, { exact: true }).fill(person.email);
    await form.getByRole("radio", { name: texts.form.kinds.erase }).check();
    await form.getByLabel(texts.form.labels.note, { exact: true }).fill("Please erase my application too.");
    await axeAtBothWidths(page, "/privacy with the request form");
    await form.getByRole("button", { name: texts.form.labels.submit }).click();
    await expect(form.getByRole("status")).toHaveText(texts.form.saved);
    await expect(form.getByRole("status")).toBeFocused();
    await expect
      .poll(() => mailsTo(person.email).find((mail) => mail.text.includes(DATA_REQUEST_CONFIRM_PATH)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = mailsTo(person.email).find((received) => received.text.includes(DATA_REQUEST_CONFIRM_PATH));
    link = /https?:\/\/\S+\/privacy\/confirm\?token=\S+/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  });

  await test.step("the person confirms the address from the mail", async () => {
    await visit(new URL(link).pathname + new URL(link).search);
    await axeAtBothWidths(page, "the confirmation page");
    await page.getByRole("button", { name: texts.confirm.button }).click();
    await expect(page.getByRole("status")).toContainText("Your request is confirmed.");
    await expect(page.getByRole("status")).toBeFocused();
  });

  await test.step("the owner sees the feedback, the enrolment and the application on the request's page", async () => {
    await signInAsAdmin(page, visit);
    await visit(`/admin/inbox?kind=data_requests&q=${encodeURIComponent(person.email)}`);
    await main
      .getByRole("link", { name: new RegExp(person.email.split("@")[0] ?? "") })
      .first()
      .click();
    const held = main.getByRole("region", { name: texts.admin.heldHeading(person.email) });
    for (const kind of ["Feedback", "Course enrolment", "Application"])
      await expect(held.getByRole("link", { name: new RegExp(`^${kind}, `) })).toBeVisible();
    await expect(held).toContainText("meera-cv.pdf");
    await axeAtBothWidths(page, "the data request's page");
  });

  await test.step("the export's JSON lists all three, and the ZIP holds the CV's bytes", async () => {
    const downloading = page.waitForEvent("download");
    await main.getByRole("link", { name: texts.admin.exportLink }).click();
    const download = await downloading;
    const files = unzipSync(new Uint8Array(readFileSync((await download.path()) ?? "")));
    const data = JSON.parse(new TextDecoder().decode(files["data.json"])) as {
      leads: { kind: string; files: { name: string; sha256: string; path: string | null }[] }[];
    };
    expect(data.leads.map((lead) => lead.kind).sort()).toEqual(["applications", "enrolments", "feedback"]);
    const cvEntry = data.leads.flatMap((lead) => lead.files).find((file) => file.name === "meera-cv.pdf");
    expect(cvEntry?.sha256).toBe(sha256(cv.buffer));
    expect(sha256(files[cvEntry?.path ?? ""] ?? new Uint8Array())).toBe(sha256(cv.buffer));
  });

  await test.step("the owner erases everything with one confirmation", async () => {
    await main.getByRole("link", { name: texts.admin.eraseLink }).click();
    // Access confirmed longer than 10 minutes ago is asked for again.
    if (page.url().includes("/confirm-access")) {
      const labels = accountPages.confirmAccess.labels;
      await main.getByLabel(labels.password, { exact: true }).fill(E2E_ADMIN.password);
      await main
        .getByLabel(labels.code, { exact: true })
        .fill(totpAt("KNSXK3LBNZ2GS3DFOJSXG5DTORWXA5DF", currentStep() + 1));
      await main.getByRole("button", { name: accountPages.confirmAccess.submit }).click();
    }
    await expect(main).toContainText(texts.admin.eraseQuestion(person.email, 3, 1));
    await axeAtBothWidths(page, "the erase question");
    await main.getByRole("button", { name: texts.admin.eraseButton }).click();
    const erased = main.getByRole("status").filter({ hasText: texts.admin.saved.erased });
    await expect(erased).toBeFocused();
    await expect(erased).toBeInViewport();
  });

  await test.step("the person gets one mail saying it was done; the inbox finds only the request's record", async () => {
    await expect
      .poll(() => mailsTo(person.email).filter((mail) => mail.subject === texts.doneMail.subject).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await visit(`/admin/inbox?q=${encodeURIComponent(person.email)}`);
    const rows = main.getByRole("table").getByRole("row");
    // The header row and the request's own.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Data request");
  });
});

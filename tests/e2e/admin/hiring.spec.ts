import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import ical from "node-ical";
import { adminInboxPages } from "../../../app/content/pages/admin-inbox";
import { interviewTexts } from "../../../app/content/pages/interviews";
import { inboxMessages } from "../../../app/lib/inbox-messages";
import { addDays, indiaDayOf } from "../../../app/lib/india-days";
import { insertLead } from "../../../app/server/leads/lead-store.server";
import { leadVisit } from "../../../app/server/leads/lead-visit.server";
import type { ReceivedMail } from "../../support/smtp";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { unique, uniqueEmail } from "../leads/stored";
import { mailsTo } from "../mailbox";
import { signInAsAdmin, workerAdminEmail } from "./admin";
import { withSiteDatabase } from "./site-database";

const lead = adminInboxPages.lead;
const text = interviewTexts;

async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

/** Tabs forward to `control`: a date or time input holds a stop for each of its parts in Chromium. */
async function tabTo(page: Page, control: Locator) {
  for (
    let step = 0;
    step < 6 && !(await control.evaluate((input) => input === document.activeElement));
    step++
  )
    await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
}

const saidOnPage = (page: Page, said: string) =>
  expect(page.getByRole("main").getByRole("status").first()).toHaveText(said);

/** The invitation attached to the newest mail to `address` with `subject`, read by node-ical. */
async function invitation(address: string, subject: string) {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => (mail = mailsTo(address).findLast((sent) => sent.subject === subject)), { timeout: 15_000 })
    .toBeTruthy();
  const file = mail?.attachments.find((attached) => attached.fileName === text.mail.fileName);
  const source = Buffer.from(file?.base64 ?? "", "base64").toString("utf8");
  const event = Object.values(ical.sync.parseICS(source)).find(
    (item) => item?.type === "VEVENT",
  ) as unknown as {
    uid: string;
    sequence: string;
    start: Date;
    url: string | { val: string };
  };
  return {
    uid: event.uid,
    sequence: Number(event.sequence),
    start: event.start.toISOString(),
    url: typeof event.url === "string" ? event.url : event.url.val,
    method: /^METHOD:(\w+)/m.exec(source)?.[1],
  };
}

// HR works an application by keyboard: Screening, a video interview tomorrow at 15:30 India time
// whose invitations reach the candidate and the interviewer, moved once, then Offer and Hired; axe
// finds nothing on the page with the interview form.
test("HR moves an application to Screening, sets and moves a video interview, then Offer and Hired", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const t = unique("Hire").split(" ")[1] ?? "";
  const candidate = { name: `Meera ${t}`, email: uniqueEmail(), mobile: "9820012345" };
  const opening = `React Intern ${t}`;
  const id = await withSiteDatabase(async ({ db }, config) =>
    db.transaction().execute(async (trx) => {
      const stored = await insertLead(trx, {
        kind: "applications",
        table: "applications",
        row: {
          ...candidate,
          note: null,
          opening_slug: `react-intern-${t}`,
          opening_title: opening,
          original_name: "cv.pdf",
          stored_name: `${randomUUID()}.pdf`,
          content_type: "application/pdf",
          size: 100,
          sha256: "0".repeat(64),
        },
        visit: leadVisit(new Request(`${config.APP_URL}/jobs`), {}, config.APP_URL),
      });
      return stored.id;
    }),
  );
  const tomorrow = addDays(indiaDayOf(new Date()), 1);
  const link = `https://meet.example.com/${t}`;

  await signInAsAdmin(page, visit);
  await visit(`/admin/leads/${id}`);
  const stage = page.getByLabel(lead.stageLabel, { exact: true });
  const moveTo = async (label: string) => {
    await stage.focus();
    await stage.selectOption({ label });
    await press(page.getByRole("button", { name: lead.move, exact: true }));
    await saidOnPage(page, inboxMessages.stageChanged);
    // The same words follow each move: the timeline's entry shows this one has landed.
    await expect(
      page.getByText(adminInboxPages.timeline.stage(adminInboxPages.timeline.you.doer, label)),
    ).toBeVisible();
  };

  await test.step("the application moves to Screening; only hiring stages are offered", async () => {
    await expect(stage.locator("option")).toHaveText([
      "Applied",
      "Screening",
      "Interview",
      "Offer",
      "Hired",
      "Not selected",
    ]);
    await moveTo("Screening");
  });

  const section = page.getByRole("region", { name: text.heading });
  await test.step("a video interview tomorrow at 15:30 India time, set by keyboard", async () => {
    await expect(section.getByText(text.none)).toBeVisible();
    await expectNoAxeViolations(page, "the interview form");
    const day = section.getByLabel(text.day, { exact: true });
    await day.focus();
    await day.fill(tomorrow);
    await tabTo(page, section.getByLabel(text.time, { exact: true }));
    await section.getByLabel(text.time, { exact: true }).fill("15:30");
    await tabTo(page, section.getByLabel(text.minutes, { exact: true }));
    await page.keyboard.press("Control+A");
    await page.keyboard.type("45");
    await page.keyboard.press("Tab");
    await expect(section.getByLabel(text.mode, { exact: true })).toBeFocused();
    await expect(section.getByLabel(text.mode, { exact: true })).toHaveValue("video");
    await page.keyboard.press("Tab");
    await expect(section.getByLabel(text.place, { exact: true })).toBeFocused();
    await page.keyboard.type(link);
    await page.keyboard.press("Tab");
    await expect(section.getByLabel(text.interviewer, { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: text.set })).toBeFocused();
    await page.keyboard.press("Enter");
    await saidOnPage(page, text.done.set);
    await expect(stage).toHaveValue("interview");
    await expect(section.getByRole("button", { name: text.move })).toBeVisible();
    await expectNoAxeViolations(page, "the interview form with an interview set");
  });

  let first = { uid: "", sequence: 0 };
  await test.step("the candidate and the interviewer each receive an .ics for 10:00 UTC with the link", async () => {
    for (const address of [candidate.email, workerAdminEmail()]) {
      const sent = await invitation(address, text.mail.subject.set(opening));
      expect(sent).toMatchObject({ method: "REQUEST", start: `${tomorrow}T10:00:00.000Z`, url: link });
      first = sent;
    }
  });

  await test.step("moving it sends an update with the same UID and a higher SEQUENCE", async () => {
    const time = section.getByLabel(text.time, { exact: true });
    await time.focus();
    await time.fill("16:00");
    await press(section.getByRole("button", { name: text.move }));
    await saidOnPage(page, text.done.moved);
    for (const address of [candidate.email, workerAdminEmail()]) {
      const update = await invitation(address, text.mail.subject.moved(opening));
      expect(update.uid).toBe(first.uid);
      expect(update.sequence).toBeGreaterThan(first.sequence);
      expect(update.start).toBe(`${tomorrow}T10:30:00.000Z`);
    }
  });

  await test.step("the application reaches Offer, then Hired", async () => {
    await moveTo("Offer");
    await expect(stage).toHaveValue("offer");
    await moveTo("Hired");
    await expect(stage).toHaveValue("hired");
  });
});

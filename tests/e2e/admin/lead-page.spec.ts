import type { Locator, Page } from "@playwright/test";
import { mailTemplateDefaults } from "../../../app/content/mail-templates";
import { adminPages } from "../../../app/content/pages/admin";
import { adminInboxPages } from "../../../app/content/pages/admin-inbox";
import { needPage } from "../../../app/content/pages/enquiry-forms";
import { feedbackPage } from "../../../app/content/pages/feedback";
import { onlineCoursePage } from "../../../app/content/pages/online-course";
import { inboxMessages } from "../../../app/lib/inbox-messages";
import { messages } from "../../../app/lib/messages";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { enquiryForm, fillEnquiry } from "../leads/enquiry-page";
import { unique, uniqueEmail } from "../leads/stored";
import { mailsTo } from "../mailbox";
import { signInAsAdmin, workerAdminEmail } from "./admin";

const inbox = adminInboxPages.inbox;
const lead = adminInboxPages.lead;
const timeline = adminInboxPages.timeline;

/** Presses a control from the keyboard: focused, then Enter, as someone without a mouse would. */
async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

/** The lead page's live status line, once it says `text`. */
const saidOnPage = (page: Page, text: string) =>
  expect(page.getByRole("main").getByRole("status").first()).toHaveText(text);

// Leads of three kinds arrive through the real forms, an admin works
// one of them to Won by keyboard (assign, note, a reply from a template that reaches the SMTP sink,
// the stage), the visitor is acknowledged once and a honeypot hit never; axe finds nothing on the
// inbox, the lead page and the charts page.
test("an admin works a lead from the one inbox to Won, by keyboard, and the visitor hears from the site twice", async ({
  page,
  visit,
}) => {
  // Three public forms, two mails, a sign-in with its second factor and three axe scans.
  test.setTimeout(90_000);
  const t = unique("Lead").split(" ")[1] ?? "";
  const visitor = { name: `Asha ${t}`, email: uniqueEmail() };
  const spam = uniqueEmail();

  await test.step("three kinds of lead arrive through the public forms, and a honeypot hit", async () => {
    await visit("/feedback");
    const { labels } = feedbackPage;
    await page.getByLabel(labels.name, { exact: true }).fill(visitor.name);
    await page.getByLabel(labels.email, { exact: true }).fill(visitor.email);
    await page.getByLabel(labels.message, { exact: true }).fill(`We need a website for our school ${t}.`);
    await page.getByRole("button", { name: labels.submit }).click();
    await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);

    await visit("/need");
    const form = enquiryForm(page);
    await fillEnquiry(form, needPage, {
      selection: "Web Development",
      name: `Ravi ${t}`,
      mobile: "9820012345",
      email: uniqueEmail(),
      description: `A shop for handmade sarees ${t}`,
    });
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(form.getByRole("status")).toHaveText(messages.enquiry.saved);

    await visit("/online-course");
    const course = onlineCoursePage.labels;
    await page.getByLabel(course.mobile, { exact: true }).fill("9820054321");
    await page.getByLabel(course.email, { exact: true }).fill(uniqueEmail());
    await page.getByLabel(course.description, { exact: true }).fill(`Evening batches ${t}`);
    await page.getByRole("checkbox", { name: /^Java / }).check();
    await page.getByRole("button", { name: course.submit }).click();
    await expect(page.getByRole("status")).toContainText(messages.enquiry.saved);

    // A bot fills the hidden field: the same answer, nothing kept, nothing mailed.
    const hit = await page.request.post("/api/feedback", {
      data: { name: `Bot ${t}`, email: spam, message: `Buy now ${t}`, website: "https://spam.example" },
    });
    expect(hit.status()).toBe(201);
  });

  await test.step("the three appear in the one inbox, each with its kind, and the honeypot hit does not", async () => {
    await signInAsAdmin(page, visit);
    await visit("/admin/inbox");
    const search = page.getByRole("searchbox", { name: inbox.filters.q });
    await search.fill(t);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${t}`));
    await expect(page.getByText(inbox.summary(3))).toBeVisible();
    const rows = page.getByRole("row").filter({ has: page.getByRole("checkbox") });
    await expect(rows).toHaveCount(3);
    for (const kind of ["Feedback", "Need enquiry", "Course enrolment"])
      await expect(page.getByRole("cell", { name: kind, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "the inbox");
  });

  await test.step("the admin opens the feedback and puts themself on it", async () => {
    await press(page.getByRole("link", { name: visitor.name, exact: true }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lead.heading("Feedback", visitor.name));
    await page
      .getByLabel(lead.assigneeLabel, { exact: true })
      .selectOption({ label: lead.you("Administrator") });
    await press(page.getByRole("button", { name: lead.assign, exact: true }));
    await saidOnPage(page, inboxMessages.assigned);
    await expect(page.getByText(timeline.took(timeline.you.doer), { exact: true })).toBeVisible();
  });

  await test.step("adds a note, which shows in the timeline", async () => {
    await page.getByLabel(lead.noteLabel, { exact: true }).fill(`Called ${t}: wants a quote by Friday.`);
    await press(page.getByRole("button", { name: lead.addNote, exact: true }));
    await saidOnPage(page, inboxMessages.noteAdded);
    await expect(page.getByText(`Called ${t}: wants a quote by Friday.`)).toBeVisible();
    await expect(page.getByLabel(lead.noteLabel, { exact: true })).toHaveValue("");
  });

  await test.step("a template fills the reply on choice, asking first, by keyboard, before it replaces typed text", async () => {
    // No "Use template" to press where JavaScript runs.
    await expect(page.getByRole("button", { name: lead.useTemplate })).toHaveCount(0);
    const subject = page.getByLabel(lead.subjectLabel, { exact: true });
    await subject.fill(`My own subject ${t}`);
    const chooser = page.getByLabel(lead.templateLabel, { exact: true });
    await chooser.focus();
    await chooser.press("ArrowDown");
    const thanks = mailTemplateDefaults["reply-thanks"].label;
    const question = page.getByRole("group", { name: lead.replaceQuestion(thanks) });
    await expect(question).toBeVisible();
    await expect(subject).toHaveValue(`My own subject ${t}`);
    await expectNoAxeViolations(page, "the lead page asking before a template replaces typed text");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: lead.keepTyped })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question).toHaveCount(0);
    await expect(chooser).toBeFocused();
    await expect(chooser).toHaveValue("");
    await expect(subject).toHaveValue(`My own subject ${t}`);
    await expect(page.getByRole("status").filter({ hasText: lead.typedKept })).toBeVisible();

    await chooser.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: lead.replaceTyped })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(chooser).toBeFocused();
    await expect(subject).toHaveValue("About your feedback");
    await expect(page.getByRole("status").filter({ hasText: lead.templateFilled(thanks) })).toBeVisible();
  });

  await test.step("replies with a template: it reaches the visitor with Reply-To the admin, and the timeline", async () => {
    const subject = page.getByLabel(lead.subjectLabel, { exact: true });
    await expect(subject).toHaveValue("About your feedback");
    const body = page.getByLabel(lead.bodyLabel, { exact: true });
    await expect(body).toHaveValue(new RegExp(`^Hello ${visitor.name},\\n\\nThank you for your feedback\\.`));
    await body.press("End");
    await body.pressSequentially(`\nP.S. ${t}`);
    await press(page.getByRole("button", { name: lead.send, exact: true }));
    await saidOnPage(page, inboxMessages.replySent);
    await expect(page.getByText(timeline.reply(timeline.you.doer, visitor.email))).toBeVisible();

    await expect
      .poll(() => mailsTo(visitor.email).filter((mail) => mail.subject === "About your feedback"), {
        timeout: 15_000,
      })
      .toHaveLength(1);
    const [reply] = mailsTo(visitor.email).filter((mail) => mail.subject === "About your feedback");
    expect(reply?.to).toEqual([visitor.email]);
    expect(reply?.headers["reply-to"]).toBe(workerAdminEmail());
    expect(reply?.headers.from).toContain("no-reply@example.com");
    expect(reply?.text).toContain(`Hello ${visitor.name},`);
    expect(reply?.text).toContain("Thank you for your feedback. We have read it carefully.");
    expect(reply?.text).toContain(`P.S. ${t}`);
    // The delivery shows in the timeline once the page is read again.
    await page.reload();
    await expect(page.getByText(new RegExp(`replied to ${visitor.email}: sent `))).toBeVisible();
  });

  await test.step("moves the lead to Won; the inbox shows it", async () => {
    await page.getByLabel(lead.stageLabel, { exact: true }).selectOption({ label: "Won" });
    await press(page.getByRole("button", { name: lead.move, exact: true }));
    await saidOnPage(page, inboxMessages.stageChanged);
    await expect(page.getByText(timeline.stage(timeline.you.doer, "Won"), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "the lead page");
    await visit(`/admin/inbox?q=${t}&stage=won`);
    const won = page.getByRole("row").filter({ has: page.getByRole("checkbox") });
    await expect(won).toHaveCount(1);
    await expect(won.getByRole("rowheader")).toHaveText(visitor.name);
  });

  await test.step("the visitor got one acknowledgement; the honeypot's address none", async () => {
    const acknowledged = () =>
      mailsTo(visitor.email).filter((mail) => mail.subject === "We received your feedback");
    await expect.poll(acknowledged, { timeout: 15_000 }).toHaveLength(1);
    expect(acknowledged()[0]?.text.split("\n")[0]).toBe("Hello,");
    expect(acknowledged()[0]?.text).not.toContain(visitor.name);
    expect(acknowledged()[0]?.headers["reply-to"]).toBe("info@example.com");
    // The reply was sent after the acknowledgement would have been: the sink has had its chance.
    expect(mailsTo(spam)).toEqual([]);
  });

  await test.step("the charts page draws the charts with their tables, and axe finds nothing", async () => {
    await visit("/admin/charts");
    await expect(page.getByRole("img", { name: adminInboxPages.charts.weekly.heading })).toBeVisible();
    await expect(
      page.getByRole("table", { name: adminInboxPages.charts.funnel.caption.sales }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the charts page");
  });

  await test.step("the admin menu leads to the mail templates and the daily digest", async () => {
    const menu = page.getByRole("navigation", { name: adminPages.nav.label });
    for (const heading of [adminInboxPages.templates.heading, adminInboxPages.digest.heading]) {
      await press(menu.getByRole("link", { name: heading }));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});

// Without JavaScript, choosing a template and using it stay two steps, and the
// server fills the reply.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a reply template is chosen, then used with its button", async ({ page }) => {
    const sent = await page.request.post("/api/feedback", {
      data: { name: unique("Asha"), email: uniqueEmail(), message: "Call me" },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await signInAsAdmin(page, async (path) => {
      await page.goto(path);
    });
    await page.goto(`/admin/leads/${id}`);
    await page
      .getByLabel(lead.templateLabel, { exact: true })
      .selectOption({ label: mailTemplateDefaults["reply-thanks"].label });
    await expect(page.getByLabel(lead.subjectLabel, { exact: true })).toHaveValue("");
    await page.getByRole("button", { name: lead.useTemplate, exact: true }).click();
    await expect(page).toHaveURL(/[?&]template=reply-thanks/);
    await expect(page.getByLabel(lead.subjectLabel, { exact: true })).toHaveValue("About your feedback");
  });
});

// A phone may show the page a while before its script has run: a template chosen then is used.
test("a reply template chosen before the script has run fills the reply once it has", async ({
  page,
  visit,
}) => {
  const sent = await page.request.post("/api/feedback", {
    data: { name: unique("Ravi"), email: uniqueEmail(), message: "Call me" },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await signInAsAdmin(page, visit);
  let release = () => {};
  const scripts = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(`/admin/leads/${id}`, { waitUntil: "domcontentloaded" });
  const chooser = page.getByLabel(lead.templateLabel, { exact: true });
  await chooser.selectOption({ label: mailTemplateDefaults["reply-thanks"].label });
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(chooser).toHaveValue("reply-thanks");
  await expect(page.getByLabel(lead.subjectLabel, { exact: true })).toHaveValue("About your feedback");
  await page.unrouteAll({ behavior: "wait" });
});

import type { Locator, Page } from "@playwright/test";
import { adminPages } from "../../../app/content/pages/admin";
import { adminBatchesPage } from "../../../app/content/pages/admin-batches";
import { adminContentPages } from "../../../app/content/pages/admin-content";
import { onlineCoursePage } from "../../../app/content/pages/online-course";
import { unavailableLabels, unavailableMessages } from "../../../app/lib/courses";
import { messages } from "../../../app/lib/messages";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { uniqueEmail } from "../leads/stored";
import { signInAsAdmin } from "./admin";

// On the content server (playwright.config.ts): a publish
// changes the course form of its server. The third enrolment in Rust is refused with 400, which
// Chrome reports on the console.
test.use({ refusedRequests: [[{ path: "/submitCourseData.data", status: 400 }], { scope: "test" }] });

const { editor } = adminContentPages;
const { labels } = onlineCoursePage;

/** Presses a control from the keyboard: focused, then Enter, as someone without a mouse would. */
async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

/** A batch date a month away, as the date input and the form show it. */
const batchDay = new Date(Date.now() + 30 * 86_400_000);
const batchIso = batchDay.toISOString().slice(0, 10);
const batchShown = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
}).format(batchDay);

/** Presses Tab until `control` has the focus (a date input's parts take a Tab each): keyboard only. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press("Tab");
    if (await control.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(control).toBeFocused();
}

const courseBox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

let enrolments = 0;

/**
 * Enrols on the course form of `page` (loaded already) in the courses named, with a mobile of its
 * own (one mobile holds one seat of a batch); the status region.
 */
async function enrol(page: Page, email: string, courses: string[]) {
  const main = page.getByRole("main");
  const mobile = `98201${String(++enrolments).padStart(5, "0")}`;
  await main.getByLabel(labels.mobile, { exact: true }).fill(mobile);
  await main.getByLabel(labels.email, { exact: true }).fill(email);
  for (const name of courses) await courseBox(page, name).check();
  await main.getByRole("button", { name: labels.submit, exact: true }).click();
  return main.getByRole("status");
}

test("an admin raises the Java fee and adds Rust with two seats: the form, the full batch and the batch list follow", async ({
  page,
  context,
  visit,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole("main");
  const oldEmail = uniqueEmail();

  await test.step("before any change, a visitor enrols in Java at $4,000; the course form passes axe", async () => {
    await visit("/online-course");
    await expectNoAxeViolations(page, "/online-course");
    const status = await enrol(page, oldEmail, ["Java ($4,000)"]);
    await expect(status).toContainText(messages.enquiry.saved);
    await expect(status).toContainText(`${labels.totalFees}: $4,000`);
  });

  await signInAsAdmin(page, visit);

  await test.step("the admin raises the Java fee and adds Rust by keyboard only, then publishes", async () => {
    await visit("/admin/content/courses");
    await expectNoAxeViolations(page, "/admin/content/courses");
    const java = main.getByRole("group", { name: "3. Java", exact: true });
    await java.getByLabel("Fee", { exact: true }).fill("4500");

    await press(main.getByRole("button", { name: "Add a course", exact: true }));
    // The new course's heading has the focus; each Tab goes on to its next field.
    const rust = main.getByRole("group", { name: "12.", exact: true });
    await expect(rust.locator("legend").first()).toBeFocused();
    const typeInto = async (label: string, value: string) => {
      await tabTo(page, rust.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    };
    await typeInto("Name", "Rust");
    // The key is left empty: it is made from the name.
    await typeInto("Short description", "Systems programming in Rust.");
    await typeInto("Fee", "5000");
    // A new course's currency is chosen, never assumed.
    await typeInto("Currency", "US dollars");
    await expect(rust.getByLabel("Currency", { exact: true })).toHaveValue("USD");
    await typeInto("Duration", "6 weeks");
    // Chromium's date input, in the en-US locale, takes month, day and year as typed.
    await typeInto(
      "Next batch starts",
      `${batchIso.slice(5, 7)}${batchIso.slice(8, 10)}${batchIso.slice(0, 4)}`,
    );
    await expect(rust.getByLabel("Next batch starts", { exact: true })).toHaveValue(batchIso);
    await typeInto("Seats in the batch", "2");
    await typeInto("Mode", "Classroom");
    await expect(rust.getByLabel("Mode", { exact: true })).toHaveValue("classroom");
    const open = rust.getByLabel("Enrolment open", { exact: true });
    await tabTo(page, open);
    if (!(await open.isChecked())) await page.keyboard.press("Space");
    await expect(open).toBeChecked();
    await expect(rust.getByLabel("Fee", { exact: true })).toHaveValue("5000");

    await press(main.getByRole("button", { name: editor.publish, exact: true }));
    await expect(main.getByRole("status").first()).toHaveText(editor.published(1));
    await expect(main.getByRole("group", { name: "12. Rust", exact: true }).getByLabel("Key")).toHaveValue(
      "rust",
    );
  });

  // A tab of a visitor who opened the form while one seat was left.
  const late = await context.newPage();

  await test.step("the course form shows both, and two enrolments fill Rust's batch", async () => {
    // Every worker follows the publish within a moment.
    await expect(async () => {
      await visit("/online-course");
      await expect(courseBox(page, "Rust ($5,000)")).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(courseBox(page, "Java ($4,500)")).toBeVisible();
    const rustItem = main.getByRole("listitem").filter({ has: courseBox(page, "Rust ($5,000)") });
    await expect(rustItem).toContainText("Systems programming in Rust.");
    await expect(rustItem).toContainText(`Next batch: ${batchShown}`);
    await expect(rustItem).toContainText("Mode: Classroom");
    await expect(rustItem).toContainText("2 seats left");
    await expectNoAxeViolations(page, "/online-course with Rust");

    const first = await enrol(page, uniqueEmail(), ["Rust ($5,000)", "Java ($4,500)"]);
    await expect(first).toContainText(`${labels.totalFees}: $9,500`);

    await late.goto("/online-course");
    await waitForHydration(late);
    await expect(late.getByRole("main")).toContainText("1 seat left");

    await visit("/online-course");
    const second = await enrol(page, uniqueEmail(), ["Rust ($5,000)"]);
    await expect(second).toContainText(`${labels.totalFees}: $5,000`);
  });

  await test.step("a third enrolment in Rust is refused with a message naming it, and the form shows the batch full", async () => {
    const email = uniqueEmail();
    const status = await enrol(late, email, ["Rust ($5,000)"]);
    await expect(status).toContainText(messages.enquiry.failed);
    await expect(status).toContainText(unavailableMessages.full("Rust"));
    await expect(courseBox(late, "Rust ($5,000)")).toHaveAccessibleDescription(
      new RegExp(unavailableMessages.full("Rust").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await late.close();

    await visit("/online-course");
    await expect(courseBox(page, "Rust ($5,000)")).toBeDisabled();
    await expect(courseBox(page, "Rust ($5,000)")).toHaveAccessibleDescription(
      new RegExp(`^${unavailableLabels.full}`),
    );
  });

  await test.step("the admin's batch list shows 2 of 2 seats taken, and the old enrolment its old fee", async () => {
    await visit("/admin/home");
    await press(
      page
        .getByRole("navigation", { name: adminPages.nav.label })
        .getByRole("link", { name: "Course batches" }),
    );
    await expect(page.getByRole("heading", { level: 1, name: adminBatchesPage.heading })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page, "/admin/batches");
    const rustName = `Rust, ${batchShown}`;
    const rustBatch = main.getByRole("region", { name: rustName });
    await expect(rustBatch).toContainText(adminBatchesPage.taken(2, 2));
    const { figures } = adminBatchesPage;
    await expect(rustBatch.getByRole("definition")).toContainText(["2", "2", "0"]);
    await expect(rustBatch.getByRole("term")).toContainText([
      figures.enrolled,
      figures.seats,
      figures.seatsLeft,
    ]);
    await expect(
      rustBatch
        .getByRole("list", { name: adminBatchesPage.enrolmentsCaption(rustName) })
        .getByRole("listitem"),
    ).toHaveCount(2);
    await expect(rustBatch.getByRole("link", { name: new RegExp(adminBatchesPage.rosterPdf) })).toBeVisible();

    // On a phone, every batch reads without scrolling sideways: cards, and no table to scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(main.getByRole("table")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await rustBatch.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    await expectNoAxeViolations(page, "/admin/batches on a phone");

    const javaBatch = main.getByRole("region", { name: "Java, Date to be announced" });
    const oldItem = javaBatch.getByRole("listitem").filter({ hasText: oldEmail });
    await expect(oldItem).toContainText("$4,000");
    await press(oldItem.getByRole("link", { name: new RegExp(adminBatchesPage.openLead) }));
    await expect(page).toHaveURL(/\/admin\/leads\//);
    await expect(main).toContainText("Java ($4,000)");
  });
});

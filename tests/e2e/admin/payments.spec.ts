import type { Locator, Page } from "@playwright/test";
import { enrolmentPayments } from "../../../app/content/pages/enrolment-payments";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { uniqueEmail } from "../leads/stored";
import { mailsTo } from "../mailbox";
import { signInAsAdmin } from "./admin";

const text = enrolmentPayments;

async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

const saidOnPage = (page: Page, said: string) =>
  expect(page.getByRole("main").getByRole("status").first()).toHaveText(said);

// The owner's payment screen: an enrolment's Payments section, worked by keyboard, a refusal
// and a recorded payment announced in the live status line, and axe finding nothing in either state.
test("the owner records a trainee's payment by keyboard, and the trainee receives the receipt", async ({
  page,
  visit,
  refusedRequests,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const enrolled = await page.request.post("/submitCourseData", {
    data: { name: "Meera Iyer", email, mobile: "9820011122", cProgramming: true },
  });
  expect(enrolled.status()).toBe(201);
  const { id } = (await enrolled.json()) as { id: string };
  // The refused amount below is answered 400, which the browser reports.
  refusedRequests.push(
    { path: `/admin/leads/${id}.data`, status: 400 },
    { path: `/admin/leads/${id}`, status: 400 },
  );

  await signInAsAdmin(page, visit);
  await visit(`/admin/leads/${id}`);
  const section = page.getByRole("region", { name: text.heading });
  await expect(section.getByText(text.noPayments)).toBeVisible();
  await expectNoAxeViolations(page, "the payment screen");

  await test.step("more than is due is refused, the field named and announced", async () => {
    await section.getByLabel(text.form.amount, { exact: true }).fill("2001");
    await section.getByLabel(text.form.reference, { exact: true }).fill("UTR 555 000");
    await press(section.getByRole("button", { name: text.form.submit }));
    await saidOnPage(page, text.refused.tooMuch(2000, "USD"));
    await expect(section.getByLabel(text.form.amount, { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page, "the payment screen with a refused amount");
  });

  await test.step("the payment is recorded from the keyboard alone", async () => {
    const amount = section.getByLabel(text.form.amount, { exact: true });
    await amount.focus();
    await amount.fill("");
    await page.keyboard.type("2000");
    // Past the date, which starts at today (Chromium stops at its day, month and year), to the reference.
    const reference = section.getByLabel(text.form.reference, { exact: true });
    for (
      let step = 0;
      step < 6 && !(await reference.evaluate((input) => input === document.activeElement));
      step++
    )
      await page.keyboard.press("Tab");
    await expect(reference).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("UTR 555 001");
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: text.form.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("status").first()).toContainText(
      "Payment recorded: receipt ",
    );
    const receipt = section.getByRole("link", { name: /^Download receipt / });
    await expect(receipt).toHaveCount(1);
    await expect(section.getByRole("cell", { name: "UTR 555 001" })).toBeVisible();
    await expectNoAxeViolations(page, "the payment screen with a receipt");
  });

  await test.step("the trainee receives the receipt as a PDF", async () => {
    const receipts = () => mailsTo(email).filter((mail) => /receipt/i.test(mail.subject));
    await expect.poll(receipts, { timeout: 15_000 }).toHaveLength(1);
    expect(receipts()[0]?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
  });
});

import { feedbackPage } from "../../../app/content/pages/feedback";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { holdScripts } from "../held-scripts";
import { markWindow, recordPosts, storedRows, unique, uniqueEmail, windowMarker } from "./stored";

interface FeedbackRow {
  id: string;
  name: string;
  email: string;
  message: string;
}

const { labels } = feedbackPage;
const feedbackBy = (name: string) => storedRows<FeedbackRow>("select * from feedback where name = ?", name);

test("feedback page: the form and HR line, the field messages, valid feedback sent without a reload, and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/feedback");
  const name = page.getByLabel(labels.name, { exact: true });
  const email = page.getByLabel(labels.email, { exact: true });
  const message = page.getByLabel(labels.message, { exact: true });
  const main = page.getByRole("main");

  await test.step("shows the form and the HR mail link with 'Send clear details'", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(feedbackPage.heading);
    await expect(name).toBeVisible();
    await expect(email).toHaveAttribute("type", "email");
    await expect(message).toBeVisible();
    await expect(page.getByRole("button", { name: labels.submit })).toBeVisible();
    const hrLink = main.getByRole("link", { name: /@/ });
    // The address comes from HR_EMAIL; the test server runs with the default.
    await expect(hrLink).toHaveAttribute("href", /^mailto:hr@example\.com$/);
    await expect(hrLink).toHaveText("hr@example.com");
    await expect(main.getByText(feedbackPage.hrLine)).toBeVisible();
  });

  await test.step("an empty submit shows every field's message and stores nothing", async () => {
    const posts = recordPosts(page);
    await page.getByRole("button", { name: labels.submit }).click();
    await expect(name).toHaveAccessibleDescription(messages.field.nameRequired);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(email).toHaveAccessibleDescription(messages.field.emailRequired);
    await expect(message).toHaveAccessibleDescription(messages.field.messageRequired);
    await expect(page.getByText(messages.field.nameRequired)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("");
    expect(posts, "nothing was sent").toEqual([]);
    expect(storedRows("select id from feedback where name = '' or email = ''")).toEqual([]);
  });

  await test.step("an invalid email shows its message and the feedback is not stored", async () => {
    const sender = unique("Invalid Email");
    const posts = recordPosts(page);
    await name.fill(sender);
    await email.fill("not-an-address");
    await message.fill("Hello");
    await page.getByRole("button", { name: labels.submit }).click();
    await expect(email).toHaveAccessibleDescription(messages.field.emailInvalid);
    await expect(email).toBeFocused();
    await expect(page.getByText(messages.field.emailInvalid)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("");
    expect(posts, "nothing was sent").toEqual([]);
    expect(feedbackBy(sender)).toEqual([]);
  });

  await test.step("sends valid feedback without a reload, thanks the visitor, empties the form and stores it", async () => {
    const sender = unique("Asha Feedback");
    const address = uniqueEmail();
    await name.fill(sender);
    await email.fill(address);
    await message.fill("The services page is clear. Thanks!");
    await markWindow(page);
    await page.getByRole("button", { name: labels.submit }).click();

    await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);
    await expect(name).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(message).toHaveValue("");
    expect(await windowMarker(page), "the page was not loaded again").toBe("still here");
    await expect(page).toHaveURL("/feedback");

    const rows = feedbackBy(sender);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: sender,
      email: address,
      message: "The services page is clear. Thanks!",
    });
  });

  await test.step("has the Home Pg link to the home page", async () => {
    const home = main.getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("feedback page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the page thanks the visitor and the feedback is stored", async ({ page }) => {
    await page.goto("/feedback");
    const name = unique("No Script");
    const email = uniqueEmail();
    await page.getByLabel(labels.name, { exact: true }).fill(name);
    await page.getByLabel(labels.email, { exact: true }).fill(email);
    await page.getByLabel(labels.message, { exact: true }).fill("Sent from a browser without scripts.");
    await page.getByRole("button", { name: labels.submit }).click();

    await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);
    expect(feedbackBy(name)).toEqual([
      expect.objectContaining({ name, email, message: "Sent from a browser without scripts." }),
    ]);
  });
});

test("a second press while the form's checks still load sends the feedback once", async ({ page, visit }) => {
  await visit("/feedback");
  // The checks load on the form's first use: they wait here until the second press is made.
  const release = await holdScripts(page);
  const sender = unique("Twice Pressed");
  await page.getByLabel(labels.name, { exact: true }).fill(sender);
  await page.getByLabel(labels.email, { exact: true }).fill(uniqueEmail());
  await page.getByLabel(labels.message, { exact: true }).fill("Pressed twice on a slow line.");
  const submit = page.getByRole("button", { name: labels.submit });
  await submit.click();
  await expect(submit).toBeDisabled();
  // Enter in a field is the other way to send a form; the browser sends none with Submit disabled.
  await page.getByLabel(labels.name, { exact: true }).press("Enter");
  release();
  await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);
  await expect.poll(() => feedbackBy(sender).length).toBe(1);
  // A second post would have been stored by now: the first one's answer has come.
  await page.waitForLoadState("networkidle");
  expect(feedbackBy(sender)).toHaveLength(1);
});

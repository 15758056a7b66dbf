import { feedbackPage } from "../../../app/content/pages/feedback";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { markWindow, recordPosts, storedRows, unique, uniqueEmail, windowMarker } from "./stored";

interface FeedbackRow {
  id: string;
  name: string;
  email: string;
  message: string;
}

const { labels } = feedbackPage;
const feedbackBy = (name: string) => storedRows<FeedbackRow>("select * from feedback where name = ?", name);

test.describe("feedback page", () => {
  test("shows the form, the HR mail link with 'Send clear details' and the Home Pg link", async ({
    page,
    visit,
  }) => {
    await visit("/feedback");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(feedbackPage.heading);
    await expect(page.getByLabel(labels.name, { exact: true })).toBeVisible();
    await expect(page.getByLabel(labels.email, { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel(labels.message, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: labels.submit })).toBeVisible();

    const main = page.getByRole("main");
    const hrLink = main.getByRole("link", { name: /@/ });
    // The address comes from HR_EMAIL; the test server runs with the default.
    await expect(hrLink).toHaveAttribute("href", /^mailto:hr@example\.com$/);
    await expect(hrLink).toHaveText("hr@example.com");
    await expect(main.getByText(feedbackPage.hrLine)).toBeVisible();

    const home = main.getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });

  test("sends valid feedback without a reload, thanks the visitor, empties the form and stores it", async ({
    page,
    visit,
  }) => {
    await visit("/feedback");
    const name = unique("Asha Feedback");
    const email = uniqueEmail();
    await page.getByLabel(labels.name, { exact: true }).fill(name);
    await page.getByLabel(labels.email, { exact: true }).fill(email);
    await page.getByLabel(labels.message, { exact: true }).fill("The services page is clear. Thanks!");
    await markWindow(page);
    await page.getByRole("button", { name: labels.submit }).click();

    await expect(page.getByRole("status")).toHaveText(messages.feedback.saved);
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(labels.email, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(labels.message, { exact: true })).toHaveValue("");
    expect(await windowMarker(page), "the page was not loaded again").toBe("still here");
    await expect(page).toHaveURL("/feedback");

    const rows = feedbackBy(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name, email, message: "The services page is clear. Thanks!" });
  });

  test("an empty submit shows every field's message and stores nothing", async ({ page, visit }) => {
    await visit("/feedback");
    const posts = recordPosts(page);
    await page.getByRole("button", { name: labels.submit }).click();
    const name = page.getByLabel(labels.name, { exact: true });
    await expect(name).toHaveAccessibleDescription(messages.field.nameRequired);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page.getByLabel(labels.email, { exact: true })).toHaveAccessibleDescription(
      messages.field.emailRequired,
    );
    await expect(page.getByLabel(labels.message, { exact: true })).toHaveAccessibleDescription(
      messages.field.messageRequired,
    );
    await expect(page.getByText(messages.field.nameRequired)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("");
    expect(posts, "nothing was sent").toEqual([]);
    expect(storedRows("select id from feedback where name = '' or email = ''")).toEqual([]);
  });

  test("an invalid email shows its message and the feedback is not stored", async ({ page, visit }) => {
    await visit("/feedback");
    const name = unique("Invalid Email");
    const posts = recordPosts(page);
    await page.getByLabel(labels.name, { exact: true }).fill(name);
    await page.getByLabel(labels.email, { exact: true }).fill("not-an-address");
    await page.getByLabel(labels.message, { exact: true }).fill("Hello");
    await page.getByRole("button", { name: labels.submit }).click();
    const emailField = page.getByLabel(labels.email, { exact: true });
    await expect(emailField).toHaveAccessibleDescription(messages.field.emailInvalid);
    await expect(emailField).toBeFocused();
    await expect(page.getByText(messages.field.emailInvalid)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("");
    expect(posts, "nothing was sent").toEqual([]);
    expect(feedbackBy(name)).toEqual([]);
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

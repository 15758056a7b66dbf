import { coursesPage } from "../../../app/content/pages/courses";
import { onlinePage } from "../../../app/content/pages/enquiry-forms";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForShowingPage } from "../fixtures";

test.describe("a trainee on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("finds the courses from the home page's menu, opens one, and reaches the form with it ticked, by keyboard", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coursesPage.heading);
    const java = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Java", exact: true }) });
    await expect(java).toContainText("$4,000");
    // Other tests on this server enrol in Java too: the count, not its value.
    await expect(java).toContainText(/\d+ seats? left/);
    await expectNoAxeViolations(page, "/courses");

    await java.getByRole("link", { name: "Java", exact: true }).click();
    await expect(page).toHaveURL("/courses/java-programming");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Java");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expectNoAxeViolations(page, "a course page");

    const enrol = page.getByRole("link", { name: "Enrol in Java" });
    for (
      let presses = 0;
      presses < 80 && !(await enrol.evaluate((link) => link === document.activeElement));
      presses++
    )
      await page.keyboard.press("Tab");
    await expect(enrol).toBeFocused();
    await page.keyboard.press("Enter");
    // The seeded Java has one batch, its date to be announced.
    await expect(page).toHaveURL("/online-course?course=javaProgramming&batch=tba");
    await expect(page.getByRole("checkbox", { name: /^Java\b/ })).toBeChecked();
    await expect(page.getByLabel("Total Fees")).toHaveValue("$4,000");
  });
});

test("the /online course row, the /jobs internship line and the home page's tile lead to the courses", async ({
  page,
  visit,
}) => {
  await visit("/online");
  await page
    .getByRole("combobox", { name: onlinePage.labels.selection })
    .selectOption({ label: "Online Certification Course" });
  await page.getByRole("link", { name: "See every course with its fee, batches and seats left" }).click();
  await expect(page).toHaveURL("/courses");
  await waitForShowingPage(page);
  await visit("/jobs");
  await page.getByRole("link", { name: "Our courses: fees, batches and seats" }).click();
  await expect(page).toHaveURL("/courses");
  await waitForShowingPage(page);
  await visit("/");
  await page.getByRole("region", { name: "Explore" }).getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL("/courses");
});

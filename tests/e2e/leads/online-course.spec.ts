import type { Page } from "@playwright/test";
import { coursePayment } from "../../../app/content/pages/course-payment";
import { onlineCoursePage } from "../../../app/content/pages/online-course";
import { messages } from "../../../app/lib/messages";
import { type CourseKey, courses, formatFee, totalFees } from "../../support/seeded-courses";
import { expect, test } from "../fixtures";
import { holdScripts } from "../held-scripts";
import { recordPosts, storedRows, unique, uniqueEmail } from "./stored";

interface EnrolmentRow {
  id: string;
  mobile: string;
  email: string;
  description: string | null;
  skills: string;
  total_fees: number;
}

const { labels } = onlineCoursePage;
const enrolmentsBy = (email: string) =>
  storedRows<EnrolmentRow>("select * from course_enrolments where email = ?", email);

const courseOf = (key: CourseKey) => {
  const course = courses.find((entry) => entry.key === key);
  if (!course) throw new Error(`no course ${key}`);
  return course;
};

/** A course's checkbox, named by its label and dollar fee as the form shows them. */
const checkbox = (page: Page, key: CourseKey) => {
  const course = courseOf(key);
  return page.getByRole("checkbox", { name: `${course.label} (${formatFee(course.fee)})`, exact: true });
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("online-course page: the form, Total Fees following the checkboxes, an invalid form refused, a valid one sent, and Home", async ({
  page,
  visit,
}) => {
  await visit("/online-course");
  const total = field(page, labels.totalFees);

  await test.step("shows the form: Mobile, Email, Description, a checkbox per course with its fee, Total Fees", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(onlineCoursePage.heading);
    await expect(field(page, labels.mobile)).toHaveAttribute("type", "tel");
    await expect(field(page, labels.email)).toHaveAttribute("type", "email");
    await expect(field(page, labels.description)).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(courses.length);
    for (const course of courses) {
      await expect(checkbox(page, course.key)).not.toBeChecked();
    }
    await expect(total).toHaveAttribute("readonly", "");
    await expect(total).toHaveValue(formatFee(0));
    await expect(page.getByRole("button", { name: labels.submit })).toBeVisible();
  });

  await test.step("Total Fees follows every check and uncheck", async () => {
    await checkbox(page, "cProgramming").check();
    await expect(total).toHaveValue(formatFee(totalFees(["cProgramming"])));
    await checkbox(page, "javaProgramming").check();
    await expect(total).toHaveValue("$6,000");
    await checkbox(page, "javaProgramming").uncheck();
    await expect(total).toHaveValue("$2,000");
    await checkbox(page, "cProgramming").uncheck();
    await expect(total).toHaveValue("$0");

    for (const course of courses) await checkbox(page, course.key).check();
    await expect(total).toHaveValue(formatFee(courses.reduce((sum, course) => sum + course.fee, 0)));
    for (const course of courses) await checkbox(page, course.key).uncheck();
    await expect(total).toHaveValue("$0");
  });

  await test.step("an invalid form shows its messages and sends nothing", async () => {
    const posts = recordPosts(page);
    const email = `invalid ${unique("address")}`;
    await field(page, labels.email).fill(email);
    await checkbox(page, "phpProgramming").check();
    await page.getByRole("button", { name: labels.submit }).click();
    await expect(field(page, labels.mobile)).toHaveAccessibleDescription(messages.field.mobileRequired);
    await expect(
      field(page, labels.mobile),
      "the submit moved the focus to the first invalid field",
    ).toBeFocused();
    await expect(field(page, labels.email)).toHaveAccessibleDescription(messages.field.emailInvalid);
    await expect(checkbox(page, "phpProgramming")).toBeChecked();
    await expect(page.getByRole("status")).toHaveText("");
    expect(posts).toEqual([]);
    expect(enrolmentsBy(email)).toEqual([]);
    await checkbox(page, "phpProgramming").uncheck();
  });

  await test.step("a form with no course ticked says so at the courses, moves the focus there and sends nothing", async () => {
    const posts = recordPosts(page);
    const email = uniqueEmail();
    await field(page, labels.mobile).fill("9820012345");
    await field(page, labels.email).fill(email);
    await page.getByRole("button", { name: labels.submit }).click();
    const choices = page.getByRole("group", { name: labels.skills, exact: true });
    await expect(choices).toHaveAccessibleDescription(onlineCoursePage.noCourse);
    await expect(choices).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("");
    expect(posts).toEqual([]);
    expect(enrolmentsBy(email)).toEqual([]);
    await checkbox(page, "cProgramming").check();
    await expect(page.getByText(onlineCoursePage.noCourse)).toHaveCount(0);
    await checkbox(page, "cProgramming").uncheck();
  });

  await test.step("a valid form is sent: the message with the total, the form resets, the total is stored", async () => {
    const email = uniqueEmail();
    const chosen: CourseKey[] = ["cProgramming", "javaProgramming", "nodeJs"];
    await field(page, labels.mobile).fill("9820012345");
    await field(page, labels.email).fill(email);
    await field(page, labels.description).fill("Evening batches, please.");
    for (const key of chosen) await checkbox(page, key).check();
    const expectedTotal = formatFee(totalFees(chosen));
    await expect(total).toHaveValue(expectedTotal);
    await page.getByRole("button", { name: labels.submit }).click();

    const status = page.getByRole("status");
    await expect(status).toContainText(messages.enquiry.saved);
    await expect(status.getByText(`${labels.totalFees}: ${expectedTotal}`)).toBeVisible();
    await expect(field(page, labels.mobile)).toHaveValue("");
    await expect(field(page, labels.email)).toHaveValue("");
    await expect(field(page, labels.description)).toHaveValue("");
    for (const key of chosen) await expect(checkbox(page, key)).not.toBeChecked();
    await expect(total).toHaveValue("$0");
    await expect(page.getByText(messages.field.mobileRequired)).toHaveCount(0);
    await expect(page.getByText(messages.field.emailRequired)).toHaveCount(0);

    const rows = enrolmentsBy(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mobile: "9820012345",
      description: "Evening batches, please.",
      total_fees: totalFees(chosen),
    });
    expect(JSON.parse(rows[0]?.skills ?? "[]")).toEqual(chosen);
  });

  await test.step("has the Home link to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

test("online-course page: the mobile and email messages appear only once the field was touched and is invalid", async ({
  page,
  visit,
}) => {
  // The schema arrives late, as on a slow network: a field left before it came is checked once it does.
  await page.route(/\/assets\/course-enrolment-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await visit("/online-course");
  const mobile = field(page, labels.mobile);
  const email = field(page, labels.email);
  const allMessages = [
    messages.field.mobileRequired,
    messages.field.mobileInvalid,
    messages.field.emailRequired,
    messages.field.emailInvalid,
  ];
  const expectNoMessages = async () => {
    for (const text of allMessages) await expect(page.getByText(text)).toHaveCount(0);
  };

  await expectNoMessages();
  await mobile.focus();
  await expectNoMessages();
  await mobile.blur();
  await expect(mobile).toHaveAccessibleDescription(messages.field.mobileRequired);
  await expect(page.getByText(messages.field.emailRequired)).toHaveCount(0);

  await mobile.fill("12ab");
  await expect(mobile).toHaveAccessibleDescription(messages.field.mobileInvalid);
  await mobile.fill("9820012345");
  await expect(mobile).toHaveAccessibleDescription("");
  await expect(mobile).not.toHaveAttribute("aria-invalid");

  // Typing into an untouched field shows nothing until it loses focus.
  await email.fill("not-an-address");
  await expect(page.getByText(messages.field.emailInvalid)).toHaveCount(0);
  await email.blur();
  await expect(email).toHaveAccessibleDescription(messages.field.emailInvalid);
  await email.fill("");
  await expect(email).toHaveAccessibleDescription(messages.field.emailRequired);
  await email.fill(uniqueEmail());
  await expect(email).toHaveAccessibleDescription("");
});

test.describe("online-course page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the enrolment is stored with the server's total and the message shows it", async ({
    page,
  }) => {
    await page.goto("/online-course");
    const email = uniqueEmail();
    const chosen: CourseKey[] = ["pythonProgramming", "mongoDb"];
    await field(page, labels.mobile).fill("9820012345");
    await field(page, labels.email).fill(email);
    for (const key of chosen) await checkbox(page, key).check();
    await page.getByRole("button", { name: labels.submit }).click();

    await expect(page).toHaveURL(onlineCoursePage.seo.path);
    const status = page.getByRole("status");
    await expect(status).toContainText(messages.enquiry.saved);
    await expect(status.getByText(`${labels.totalFees}: ${formatFee(totalFees(chosen))}`)).toBeVisible();
    await expect(page.getByRole("region", { name: coursePayment.confirmationHeading })).toBeFocused();
    expect(enrolmentsBy(email)).toEqual([
      expect.objectContaining({ total_fees: totalFees(chosen), skills: JSON.stringify(chosen) }),
    ]);
  });
});

test("online-course page: a second press while the form's checks still load sends one enrolment", async ({
  page,
  visit,
}) => {
  await visit("/online-course");
  // The checks load on the form's first use: they wait here until both presses are made.
  const release = await holdScripts(page);
  const email = uniqueEmail();
  await field(page, labels.mobile).fill("9820012345");
  await field(page, labels.email).fill(email);
  await checkbox(page, "cProgramming").check();
  const submit = page.getByRole("button", { name: labels.submit });
  const posts = recordPosts(page);
  await submit.click();
  await expect(submit).toBeDisabled();
  // Enter in a field is the other way to send a form; the browser sends none with Submit disabled.
  await field(page, labels.email).press("Enter");
  release();
  await expect(page.getByRole("status")).toContainText(messages.enquiry.saved);
  await page.waitForLoadState("networkidle");
  // The form's script posts to the page's own address, which answers how to pay too.
  expect(posts).toEqual([onlineCoursePage.seo.path]);
  expect(enrolmentsBy(email)).toHaveLength(1);
});

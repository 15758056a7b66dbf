import { courseOptions, onlinePage } from "../../../app/content/pages/enquiry-forms";
import { endpoints } from "../../../app/lib/endpoints";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { describeEnquiryPage, enquiriesBy, enquiryForm, fillEnquiry } from "./enquiry-page";
import { recordPosts, unique, uniqueEmail } from "./stored";

describeEnquiryPage({
  path: "/online",
  content: onlinePage,
  kind: "online",
  enquiryEndpoint: endpoints.onlineSubmit,
  uploadEndpoint: endpoints.onlineUpload,
});

const { labels } = onlinePage;

test("/online: 'Select a course' shows only for the certification, is required with it, and is stored", async ({
  page,
  visit,
}) => {
  await visit("/online");
  const form = enquiryForm(page);
  const selector = form.getByRole("combobox", { name: labels.selection });
  const course = form.getByRole("combobox", { name: labels.courseSelection });

  await test.step("'Select a course' shows only for 'Online Certification Course', with its options", async () => {
    await expect(selector.getByRole("option", { name: "Online Certification Course" })).toHaveCount(1);
    await expect(course).toBeHidden();
    await selector.selectOption({ label: "Online Certification Course" });
    await expect(course).toBeVisible();
    await expect(course.getByRole("option")).toHaveText([
      labels.choose,
      ...courseOptions.map((option) => option.label),
    ]);
    await selector.selectOption({ label: "Marketing" });
    await expect(course).toBeHidden();
  });

  await test.step("the certification without a course says 'Please select a course.' and sends nothing", async () => {
    const posts = recordPosts(page);
    const name = unique("No Course");
    await fillEnquiry(form, onlinePage, {
      selection: "Online Certification Course",
      name,
      mobile: "9820012345",
      email: uniqueEmail(),
    });
    await form.getByRole("button", { name: labels.submit }).click();
    await expect(course).toHaveAccessibleDescription(messages.field.courseRequired);
    await expect(course).toBeFocused();
    await expect(form.getByText(messages.field.courseRequired)).toBeVisible();
    expect(posts).toEqual([]);
    expect(enquiriesBy(name)).toEqual([]);
  });

  await test.step("the chosen course is stored in course_selection", async () => {
    const name = unique("Course Seeker");
    await fillEnquiry(form, onlinePage, {
      selection: "Online Certification Course",
      name,
      mobile: "9820012345",
      email: uniqueEmail(),
    });
    await course.selectOption({ label: "Java" });
    await form.getByRole("button", { name: labels.submit }).click();
    await expect(form.getByRole("status")).toHaveText(messages.enquiry.saved);
    expect(enquiriesBy(name)).toEqual([
      expect.objectContaining({ kind: "online", selection: "OnlineCertification", course_selection: "Java" }),
    ]);
  });
});

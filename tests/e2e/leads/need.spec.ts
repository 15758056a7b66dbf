import type { Locator, Page } from "@playwright/test";
import { needPage } from "../../../app/content/pages/enquiry-forms";
import { endpoints } from "../../../app/lib/endpoints";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { describeEnquiryPage, enquiriesBy, enquiryForm, uploadForm } from "./enquiry-page";
import { unique, uniqueEmail } from "./stored";

describeEnquiryPage({
  path: "/need",
  content: needPage,
  kind: "need",
  enquiryEndpoint: endpoints.needs,
  uploadEndpoint: endpoints.needsUpload,
});

const { labels } = needPage;

/** Presses Tab until `target` has focus; fails if it is not reached in the page's tab order. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("/need has no course row, and works with the keyboard alone: the upload toggle, the Upload button and the enquiry", async ({
  page,
  visit,
}) => {
  await visit("/need");
  const form = enquiryForm(page);
  const toggle = page.getByRole("button", { name: needPage.uploadToggle });
  // Unlike /online, no course row.
  await expect(form.getByLabel(labels.courseSelection)).toHaveCount(0);
  await expect(form.getByRole("option", { name: "Online Certification Course" })).toHaveCount(0);

  // The enquiry: every field is reached with Tab and filled by typing.
  await tabTo(page, form.getByRole("combobox", { name: labels.selection }));
  await page.keyboard.press("ArrowDown");
  await expect(form.getByRole("combobox", { name: labels.selection })).toHaveValue(
    needPage.options[0]?.value ?? "",
  );
  const name = unique("Keyboard Visitor");
  const email = uniqueEmail();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(labels.name, { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(labels.mobile, { exact: true })).toBeFocused();
  await page.keyboard.type("9820012345");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(labels.email, { exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(labels.generalComment)).toBeFocused();
  await page.keyboard.type("Sent without a mouse.");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: labels.submit })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText(messages.enquiry.saved);
  expect(enquiriesBy(name)).toEqual([
    expect.objectContaining({ kind: "need", selection: "WebDevelopment", email }),
  ]);

  // The toggle: Enter opens the upload form, the Upload button answers Enter, Space closes it again.
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const upload = uploadForm(page);
  await tabTo(page, upload.getByRole("button", { name: "Upload" }));
  await page.keyboard.press("Enter");
  await expect(upload.getByRole("status")).toHaveText(messages.upload.noFileSelected);
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: needPage.uploadHeading })).toBeHidden();
});

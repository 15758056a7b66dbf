import { servicesPage } from "../../../app/content/pages/services";
import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const cards = [
  "Mobile App Development",
  "Custom Support Services",
  "UI/UX Design",
  "Quality Assurance and Testing",
  "Web Development",
];

test("services page: titled '24/7/365 Services', five cards with their own panels, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/services");
  await expect(page.getByText("24/7/365 Services", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^24\/7\/365 Services \|/);
  await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
  await expectCanonical(page, "/services");
  await test.step("has five cards, each toggling its own panel", () => expectIndependentPanels(page, cards));
  await test.step("has the Home Pg button to /", () => expectHomePgLink(page));
});

// The one page whose headline is watched typing (the other pages' tests check their first phrase).
testTypingHeadline("/services", servicesPage.phrases);

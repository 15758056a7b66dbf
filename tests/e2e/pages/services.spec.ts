import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const phrases = ["Our Services", "Mobile & Web Development", "Support Around the Clock"];
const cards = [
  "Mobile App Development",
  "Custom Support Services",
  "UI/UX Design",
  "Quality Assurance and Testing",
  "Web Development",
];

test.describe("services page", () => {
  test("is titled '24/7/365 Services', with the logo strip", async ({ page, visit }) => {
    await visit("/services");
    await expect(page.getByText("24/7/365 Services", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^24\/7\/365 Services \|/);
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expectCanonical(page, "/services");
  });

  test("has five cards, each toggling its own panel", async ({ page, visit }) => {
    await visit("/services");
    await expectIndependentPanels(page, cards);
  });

  testTypingHeadline("/services", phrases);

  test("has the Home Pg button to /", async ({ page, visit }) => {
    await visit("/services");
    await expectHomePgLink(page);
  });
});

import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const phrases = [
  "Consulting Services",
  "Software Architecture & Design",
  "Business Process Optimization",
  "Maintenance & Support",
  "Technical Support",
];
const cards = [
  "Consulting Services",
  "Software Architecture and Design",
  "Business Process Optimization",
  "Maintenance and Support Services",
  "Technical Support",
];

test.describe("product page", () => {
  test("has five cards, each toggling its own panel, and the logo strip", async ({ page, visit }) => {
    await visit("/product");
    await expectCanonical(page, "/product");
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    await expectIndependentPanels(page, cards);
  });

  testTypingHeadline("/product", phrases);

  test("has the Home Pg button to /", async ({ page, visit }) => {
    await visit("/product");
    await expectHomePgLink(page);
  });
});

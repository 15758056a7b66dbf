import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const phrases = ["Mobile App Services", "Custom Support Services", "More Services"];

test.describe("product3 page", () => {
  test("has one card on solving IT problems, with its panel", async ({ page, visit }) => {
    await visit("/product3");
    await expectCanonical(page, "/product3");
    await expectIndependentPanels(page, ["Solving IT Problems"]);
  });

  test("has text on UI/UX, consulting, integration, maintenance and QA", async ({ page, visit }) => {
    await visit("/product3");
    for (const topic of ["UI/UX design:", "Consulting:", "Integration:", "Maintenance:", "QA:"]) {
      await expect(page.getByRole("main").getByText(topic)).toBeVisible();
    }
  });

  testTypingHeadline("/product3", phrases);

  test("has the Home Pg button to /", async ({ page, visit }) => {
    await visit("/product3");
    await expectHomePgLink(page);
  });
});

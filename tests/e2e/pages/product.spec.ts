import { productPage } from "../../../app/content/pages/product";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const cards = [
  "Consulting Services",
  "Software Architecture and Design",
  "Business Process Optimization",
  "Maintenance and Support Services",
  "Technical Support",
];

test("product page: five cards with their own panels, the headline, the logo strip and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/product");
  await expectCanonical(page, "/product");
  await expectStillHeadline(page, productPage.phrases);
  await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
  await test.step("has five cards, each toggling its own panel", () => expectIndependentPanels(page, cards));
  await test.step("has the Home Pg button to /", () => expectHomePgLink(page));
});

import { product3Page } from "../../../app/content/pages/product3";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

test("product3 page: one card on solving IT problems, the topics, the headline and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/product3");
  await expectCanonical(page, "/product3");
  await expectStillHeadline(page, product3Page.phrases);
  await test.step("has text on UI/UX, consulting, integration, maintenance and QA", async () => {
    for (const topic of ["UI/UX design:", "Consulting:", "Integration:", "Maintenance:", "QA:"]) {
      await expect(page.getByRole("main").getByText(topic)).toBeVisible();
    }
  });
  await test.step("has one card on solving IT problems, with its panel", () =>
    expectIndependentPanels(page, ["Solving IT Problems"]));
  await test.step("has the Home Pg button to /", () => expectHomePgLink(page));
});

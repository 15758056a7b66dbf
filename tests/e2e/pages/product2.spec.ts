import { product2Page } from "../../../app/content/pages/product2";
import { test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

test("product2 page: two cards with their own panels, the headline and Home Pg", async ({ page, visit }) => {
  await visit("/product2");
  await expectCanonical(page, "/product2");
  await expectStillHeadline(page, product2Page.phrases);
  await test.step("has two cards, each toggling its own panel", () =>
    expectIndependentPanels(page, ["Training & Documentation", "Types of Documentation"]));
  await test.step("has the Home Pg button to /", () => expectHomePgLink(page));
});

import { test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const phrases = ["Training & Documentation", "Types of Documentation", "More Services"];

test.describe("product2 page", () => {
  test("has two cards, each toggling its own panel", async ({ page, visit }) => {
    await visit("/product2");
    await expectCanonical(page, "/product2");
    await expectIndependentPanels(page, ["Training & Documentation", "Types of Documentation"]);
  });

  testTypingHeadline("/product2", phrases);

  test("has the Home Pg button to /", async ({ page, visit }) => {
    await visit("/product2");
    await expectHomePgLink(page);
  });
});

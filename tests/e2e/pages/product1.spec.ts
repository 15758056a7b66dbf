import { expect, test } from "../fixtures";
import { testTypingHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

const phrases = ["Data Services", "Database Development & Management", "Data Integration"];

test.describe("product1 page", () => {
  test("has three image cards, each toggling its own panel", async ({ page, visit }) => {
    await visit("/product1");
    await expectCanonical(page, "/product1");
    const images = page.getByRole("main").getByRole("article").getByRole("img");
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("alt", /.+/);
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectIndependentPanels(page, phrases);
  });

  testTypingHeadline("/product1", phrases);

  test("has the Home Pg button to /", async ({ page, visit }) => {
    await visit("/product1");
    await expectHomePgLink(page);
  });
});

import { product1Page } from "../../../app/content/pages/product1";
import { expect, test } from "../fixtures";
import { expectStillHeadline } from "../typing";
import { expectCanonical, expectHomePgLink, expectIndependentPanels } from "./card-panels";

test("product1 page: three image cards with their own panels, the headline and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/product1");
  await expectCanonical(page, "/product1");
  await expectStillHeadline(page, product1Page.phrases);
  await test.step("has three image cards, each toggling its own panel", async () => {
    const images = page.getByRole("main").getByRole("article").getByRole("img");
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("alt", /.+/);
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectIndependentPanels(page, [
      "Data Services",
      "Database Development & Management",
      "Data Integration",
    ]);
  });
  await test.step("has the Home Pg button to /", () => expectHomePgLink(page));
});

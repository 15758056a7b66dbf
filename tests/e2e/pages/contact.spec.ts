import { expect, test } from "../fixtures";

test("Contact Us page: the address, phone and mail, the map drawn on the site, the logos and Home", async ({
  page,
  visit,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await visit("/contact");
  await test.step("shows the title, address, phone and mail", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page).toHaveTitle(/^Contact Us \| /);
    const main = page.getByRole("main");
    await expect(main.getByRole("definition").first()).toHaveText(
      "2nd Floor, Sai Commercial Complex, Andheri East, Mumbai, Maharashtra 400069, India",
    );
    await expect(main.getByRole("link", { name: "+91 22 4000 0000" })).toHaveAttribute(
      "href",
      "tel:+912240000000",
    );
    await expect(main.getByRole("link", { name: /@example\.com$/ })).toHaveAttribute("href", /^mailto:/);
  });

  await test.step("draws the map itself and links out to OpenStreetMap without loading it", async () => {
    const map = page.getByRole("img", { name: /^Street map around our office/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("src", "/images/contact/map.svg");
    expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const link = page.getByRole("link", { name: "Open in OpenStreetMap" });
    await expect(link).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?query=${encodeURIComponent("2nd Floor, Sai Commercial Complex, Andheri East, Mumbai, Maharashtra 400069, India")}`,
    );
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
  });

  await test.step("has the technology logos and the Home button to the home page", async () => {
    await expect(page.getByRole("region", { name: "Technologies we work with" })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: "Home", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

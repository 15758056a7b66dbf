import { expect, test } from "../fixtures";

test("video page: the icon button reveals a short captioned H.264 player that does not autoplay, and Home Pg", async ({
  page,
  visit,
}) => {
  await visit("/video");
  await expect(page).toHaveTitle(/^Our video \| /);
  await test.step("the video icon button reveals the player with the text 'Click video'", async () => {
    const button = page.getByRole("button", { name: "Watch our video" });
    const player = page.locator("video");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(player).toBeHidden();
    await expect(page.getByText("Click video")).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)).toBeVisible();
    await expect(page.getByText("Click video", { exact: true })).toBeVisible();
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute("controls", "");
    await expect(player).toHaveAccessibleDescription(/^Title cards: /);

    await button.click();
    await expect(player).toBeHidden();
  });

  await test.step("serves a short H.264 video with a poster and captions, and does not autoplay", async () => {
    await page.getByRole("button", { name: "Watch our video" }).click();
    const player = page.locator("video");
    await expect(player).not.toHaveAttribute("autoplay");
    await expect(player).toHaveAttribute("poster", "/video/company-poster.webp");
    await expect(player.locator("source")).toHaveAttribute("type", "video/mp4");
    await expect(player.locator('track[kind="captions"]')).toHaveAttribute("src", "/video/company.vtt");

    const video = await page.request.get("/video/company.mp4");
    expect(video.headers()["content-type"]).toBe("video/mp4");
    expect((await video.body()).length).toBeLessThan(1024 * 1024);
    const captions = await page.request.get("/video/company.vtt");
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect((await page.request.get("/video/company-poster.webp")).ok()).toBe(true);

    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    const state = await player.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      duration: element.duration,
      width: element.videoWidth,
    }));
    expect(state).toEqual({ paused: true, duration: 8, width: 640 });
  });

  await test.step("has the Home Pg button to the home page", async () => {
    const home = page.getByRole("main").getByRole("link", { name: "Home Pg", exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
  });
});

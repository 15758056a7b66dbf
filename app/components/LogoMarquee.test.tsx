import { describe, expect, it } from "vitest";
import { commands } from "vitest/browser";
import { render } from "vitest-browser-react";
import { technologyLogos } from "~/content/technologies";
import { LogoMarquee } from "./LogoMarquee";

describe("LogoMarquee", () => {
  it("names every logo once for assistive technology", async () => {
    const screen = await render(<LogoMarquee />);
    const region = screen.getByRole("region", { name: "Technologies we work with" });
    await expect.element(region).toBeVisible();
    const names = region
      .getByRole("img")
      .elements()
      .map((image) => image.getAttribute("aria-label"));
    expect(names).toEqual(technologyLogos.map((logo) => logo.title));
  });

  it("draws each logo from the sprite, twice for a seamless loop", async () => {
    const screen = await render(<LogoMarquee />);
    const uses = [...screen.container.querySelectorAll("use")].map((use) => use.getAttribute("href"));
    expect(uses).toHaveLength(technologyLogos.length * 2);
    expect(uses[0]).toBe(`/technology-logos.svg#${technologyLogos[0]?.slug}`);
  });

  it("scrolls left in 20 s laps", async () => {
    const screen = await render(<LogoMarquee />);
    const track = screen.container.querySelector("section > div") as HTMLElement;
    const style = getComputedStyle(track);
    expect(style.animationName).toBe("marquee");
    expect(style.animationDuration).toBe("20s");
    expect(style.animationIterationCount).toBe("infinite");
    const keyframes = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === "marquee");
    expect(keyframes?.cssRules[1]?.cssText).toContain("translateX(-50%)");
  });

  it("stands still with reduced motion", async () => {
    await commands.emulateReducedMotion(true);
    const screen = await render(<LogoMarquee />);
    const track = screen.container.querySelector("section > div") as HTMLElement;
    expect(getComputedStyle(track).animationName).toBe("none");
  });
});

import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { reveal } from "~/lib/upload-script/reveal";
import { Reveal } from "./Reveal";

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

describe("Reveal, driven by the upload script", () => {
  it("toggles its section; oneWay keeps it shown", async () => {
    const screen = await render(
      <>
        <Reveal label="Upload a file">
          <p>The upload form.</p>
        </Reveal>
        <Reveal label="Upload CV" oneWay>
          <p>The CV form.</p>
        </Reveal>
      </>,
    );
    // The upload script's own start: each Reveal's button is driven by `reveal`.
    for (const button of screen.container.querySelectorAll<HTMLButtonElement>("button[data-reveal]"))
      reveal(button);
    const toggle = screen.getByRole("button", { name: "Upload a file" });
    await expect.element(screen.getByText("The upload form.")).not.toBeVisible();
    await toggle.click();
    await expect.element(screen.getByText("The upload form.")).toBeVisible();
    await toggle.click();
    await expect.element(screen.getByText("The upload form.")).not.toBeVisible();

    const oneWay = screen.getByRole("button", { name: "Upload CV" });
    expect(panelOf(oneWay.element() as HTMLElement).textContent).toBe("The CV form.");
    await oneWay.click();
    await oneWay.click();
    await expect.element(oneWay).toHaveAttribute("aria-expanded", "true");
    await expect.element(screen.getByText("The CV form.")).toBeVisible();
  });
});

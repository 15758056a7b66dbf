import { afterEach, describe, expect, it, vi } from "vitest";
import { commands, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextBlockToggles } from "~/components/admin/TextBlockToggles";
import { VideoReveal } from "~/components/VideoReveal";
import { videoPage } from "~/content/pages/video";
import { disclosures } from "./page-script/disclosures";
import { useDisclosure } from "./use-disclosure";

function Example({ label = "Details" }: { label?: string }) {
  const { button, panel } = useDisclosure();
  return (
    <div>
      <button {...button}>{label}</button>
      <p {...panel}>The {label} panel.</p>
    </div>
  );
}

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

describe("useDisclosure", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives a button that names its hidden panel and says it is closed", async () => {
    const screen = await render(<Example />);
    const button = screen.getByRole("button", { name: "Details" });
    await expect.element(button).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(button.element() as HTMLElement).textContent).toBe("The Details panel.");
    await expect.element(screen.getByText("The Details panel.")).not.toBeVisible();
  });

  it("opens and closes with a click, Enter and Space, focus staying on the button", async () => {
    const screen = await render(<Example />);
    const button = screen.getByRole("button", { name: "Details" });
    const panel = screen.getByText("The Details panel.");
    await button.click();
    await expect.element(button).toHaveAttribute("aria-expanded", "true");
    await expect.element(panel).toBeVisible();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(button).toHaveAttribute("aria-expanded", "false");
    await expect.element(panel).not.toBeVisible();
    await userEvent.keyboard(" ");
    await expect.element(panel).toBeVisible();
    await expect.element(button).toHaveFocus();
  });

  it("opens each disclosure on its own, with its own panel", async () => {
    const screen = await render(
      <>
        <Example label="First" />
        <Example label="Second" />
      </>,
    );
    const first = screen.getByRole("button", { name: "First" });
    const second = screen.getByRole("button", { name: "Second" });
    expect(first.element().getAttribute("aria-controls")).not.toBe(
      second.element().getAttribute("aria-controls"),
    );
    await second.click();
    await expect.element(screen.getByText("The Second panel.")).toBeVisible();
    await expect.element(screen.getByText("The First panel.")).not.toBeVisible();
  });

  it("shows the panel at once, with no animation, for a visitor who asks for reduced motion", async () => {
    await commands.emulateReducedMotion(true);
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Details" }).click();
    const panel = screen.getByText("The Details panel.");
    await expect.element(panel).toBeVisible();
    expect(panel.element().getAnimations()).toEqual([]);
  });
});

describe("the show/hide components", () => {
  it("VideoReveal, with the page script: reveals the player and pauses it when hidden again", async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause");
    const media = { src: "/video/none.mp4", alt: "A test video" };
    const screen = await render(
      <VideoReveal content={videoPage} files={{ video: media, poster: media, captions: media }} />,
    );
    disclosures(screen.container);
    const button = screen.getByRole("button", { name: videoPage.buttonLabel });
    await button.click();
    await expect.element(screen.getByText(videoPage.caption)).toBeVisible();
    expect(pause).not.toHaveBeenCalled();
    await button.click();
    await expect.element(screen.getByText(videoPage.caption)).not.toBeVisible();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it("TextBlockToggles: each block opens on its own", async () => {
    const screen = await render(
      <TextBlockToggles
        blocks={[
          { toggle: "Toggle A", text: "Text A" },
          { toggle: "Toggle B", text: "Text B" },
        ]}
      />,
    );
    await screen.getByRole("button", { name: "Toggle B" }).click();
    await expect.element(screen.getByText("Text B")).toBeVisible();
    await expect.element(screen.getByText("Text A")).not.toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Toggle A" }))
      .toHaveAttribute("aria-expanded", "false");
  });
});

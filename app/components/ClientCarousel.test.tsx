import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commands, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { defaultClients } from "~/content/clients";

const { clients } = defaultClients;

import { elapse } from "../../tests/support/elapse";
import { ClientCarousel } from "./ClientCarousel";

type Screen = Awaited<ReturnType<typeof render>>;

/**
 * The carousel below the page's top-left corner, where the headless browser's pointer rests: there
 * it would count as hovered and stand still (Chromium tells a page what is under a pointer that
 * has not moved), and only the tests of hovering should hover it.
 */
const showCarousel = () =>
  render(
    <div style={{ paddingTop: 200 }}>
      <ClientCarousel clients={clients} />
    </div>,
  );
const current = (screen: Screen) =>
  screen
    .getByRole("group")
    .elements()
    .find((slide) => !slide.hasAttribute("hidden"))
    ?.getAttribute("aria-label");

describe("ClientCarousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every 5 seconds and wraps around", async () => {
    const screen = await showCarousel();
    expect(current(screen)).toBe("1 of 5: iGate");
    await elapse(4990);
    expect(current(screen)).toBe("1 of 5: iGate");
    await elapse(10);
    expect(current(screen)).toBe("2 of 5: Neoteric");
    await elapse(4 * 5000);
    expect(current(screen)).toBe("1 of 5: iGate");
  });

  it("stops when paused and goes on when played", async () => {
    const screen = await showCarousel();
    // Leave the carousel after each press: hovering and focus pause it on their own.
    const leave = async () => {
      await userEvent.unhover(screen.getByRole("region"));
      (document.activeElement as HTMLElement).blur();
    };
    await screen.getByRole("button", { name: "Pause" }).click();
    await leave();
    await elapse(15_000);
    expect(current(screen)).toBe("1 of 5: iGate");
    await screen.getByRole("button", { name: "Play" }).click();
    await leave();
    await elapse(5000);
    expect(current(screen)).toBe("2 of 5: Neoteric");
  });

  it("holds still while the pointer is on it", async () => {
    const screen = await showCarousel();
    await userEvent.hover(screen.getByRole("img", { name: "iGate logo" }));
    await elapse(10_000);
    expect(current(screen)).toBe("1 of 5: iGate");
    await userEvent.unhover(screen.getByRole("region"));
    await elapse(5000);
    expect(current(screen)).toBe("2 of 5: Neoteric");
  });

  it("moves by hand with Previous and Next", async () => {
    const screen = await showCarousel();
    await screen.getByRole("button", { name: "Previous client" }).click();
    expect(current(screen)).toBe("5 of 5: Comtug");
    await screen.getByRole("button", { name: "Next client" }).click();
    expect(current(screen)).toBe("1 of 5: iGate");
  });

  it("does not rotate with reduced motion", async () => {
    await commands.emulateReducedMotion(true);
    const screen = await showCarousel();
    await elapse(12_000);
    expect(current(screen)).toBe("1 of 5: iGate");
  });

  it("shows each client's logo with its name as alternative text", async () => {
    const screen = await showCarousel();
    await expect.element(screen.getByRole("img", { name: "iGate logo" })).toBeVisible();
    await expect
      .element(screen.getByRole("region", { name: "Client logos" }))
      .toHaveAttribute("aria-roledescription", "carousel");
  });
});

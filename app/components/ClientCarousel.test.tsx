import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commands, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { defaultClients } from "~/content/clients";

const { clients } = defaultClients;

import { carousel } from "~/lib/page-script/carousel";
import { elapse } from "../../tests/support/elapse";
import { ClientCarousel } from "./ClientCarousel";

type Screen = Awaited<ReturnType<typeof render>>;

/**
 * The carousel with a paragraph beside it, driven by the page script as on the home page. The
 * browser's pointer is wherever an earlier test file left it, and a carousel rendered under it counts
 * as hovered and stands still (Chromium tells a page what lies under a pointer that has not moved),
 * so every test first moves the pointer onto the paragraph; only the tests of hovering hover it. The pointer moves before the
 * carousel is there: Vitest moves fake timers on while a browser command waits, so the carousel's
 * clock starts only once the pointer is still.
 */
async function showCarousel() {
  const layout = (shown: boolean) => (
    <div style={{ display: "flex", gap: 40 }}>
      <p style={{ padding: 40 }}>Away from the carousel</p>
      {shown && <ClientCarousel clients={clients} />}
    </div>
  );
  const screen = await render(layout(false));
  await moveAway(screen);
  await screen.rerender(layout(true));
  carousel(screen.getByRole("region", { name: "Client logos" }).element() as HTMLElement);
  return screen;
}
const moveAway = (screen: Screen) => userEvent.hover(screen.getByText("Away from the carousel"));
const current = (screen: Screen) =>
  screen
    .getByRole("group")
    .elements()
    .find((slide) => !slide.hasAttribute("hidden"))
    ?.getAttribute("aria-label");

describe("ClientCarousel with the page script", () => {
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
      await moveAway(screen);
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
    await moveAway(screen);
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

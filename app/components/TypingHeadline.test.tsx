import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commands } from "vitest/browser";
import { render } from "vitest-browser-react";
import { typingHeadline } from "~/lib/page-script/typing";
import { elapse } from "../../tests/support/elapse";
import { TypingHeadline } from "./TypedPage";

const phrases = ["Data Services", "Data Integration"];

/** The headline typed by the page script, as on the pages that show it. */
async function renderTyped(headline: ReactNode) {
  const screen = await render(headline);
  typingHeadline(screen.container.querySelector("[data-phrases]") as HTMLElement);
  return screen;
}

describe("TypingHeadline with the page script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const typed = (screen: Awaited<ReturnType<typeof render>>) =>
    screen
      .getByTestId("typed")
      .element()
      .textContent?.replace(/\u00a0/g, "");

  it("types one character every 50 ms, erases, pauses 1000 ms and types the next phrase", async () => {
    const screen = await renderTyped(<TypingHeadline phrases={phrases} />);
    expect(typed(screen)).toBe("");
    await elapse(50);
    expect(typed(screen)).toBe("D");
    await elapse(50 * 3);
    expect(typed(screen)).toBe("Data");
    await elapse(50 * 9);
    expect(typed(screen)).toBe("Data Services");
    await elapse(50 * 2);
    expect(typed(screen)).toBe("Data Servic");
    await elapse(50 * 11);
    expect(typed(screen)).toBe("");
    await elapse(999);
    expect(typed(screen)).toBe("");
    await elapse(1);
    expect(typed(screen)).toBe("D");
    await expect.element(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Data Integration");
  });

  it("wraps from the last phrase to the first", async () => {
    // Each phrase: its first letter, 3 steps more to type and erase it, the pause; then "A" again.
    const screen = await renderTyped(<TypingHeadline phrases={["Ab", "Xy"]} />);
    await elapse(50 + 2 * (3 * 50 + 1000) - 1);
    expect(typed(screen)).toBe("");
    await elapse(1);
    expect(typed(screen)).toBe("A");
  });

  it("gives screen readers the whole phrase, not the letters", async () => {
    const screen = await renderTyped(<TypingHeadline phrases={phrases} />);
    await elapse(100);
    await expect.element(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Data Services");
  });

  it("keeps its height while the text grows and shrinks", async () => {
    const screen = await renderTyped(
      <div style={{ width: 120 }}>
        <TypingHeadline phrases={["A very long phrase that wraps over lines", "Short"]} />
      </div>,
    );
    const heading = screen.getByRole("heading").element();
    const empty = heading.getBoundingClientRect().height;
    await elapse(50 * 40);
    expect(heading.getBoundingClientRect().height).toBe(empty);
    expect(empty).toBeGreaterThan(40);
  });

  it("stands still on the first phrase with reduced motion", async () => {
    await commands.emulateReducedMotion(true);
    const screen = await renderTyped(<TypingHeadline phrases={phrases} />);
    await elapse(0);
    expect(typed(screen)).toBe("Data Services");
    await elapse(5000);
    expect(typed(screen)).toBe("Data Services");
  });
});

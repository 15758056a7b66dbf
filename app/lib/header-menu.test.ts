import { describe, expect, it } from "vitest";
import { closedHeaderMenu, type HeaderMenuAction, headerMenu } from "./header-menu";

const stateAfter = (...actions: HeaderMenuAction[]) => actions.reduce(headerMenu, closedHeaderMenu);

describe("header menu", () => {
  it("opens a popup on click and closes it on a second click", () => {
    expect(stateAfter({ type: "click", id: "levels" }).open).toBe("levels");
    expect(stateAfter({ type: "click", id: "levels" }, { type: "click", id: "levels" }).open).toBeNull();
  });

  it("closes the other popup when one opens", () => {
    expect(stateAfter({ type: "click", id: "levels" }, { type: "click", id: "careers" }).open).toBe(
      "careers",
    );
  });

  it("keeps a hovered popup open when it is then clicked, and closes it on the next click", () => {
    const hoveredThenClicked = stateAfter({ type: "hover", id: "careers" }, { type: "click", id: "careers" });
    expect(hoveredThenClicked).toMatchObject({ open: "careers", pinned: true });
    expect(headerMenu(hoveredThenClicked, { type: "leave", id: "careers" }).open).toBe("careers");
    expect(headerMenu(hoveredThenClicked, { type: "click", id: "careers" }).open).toBeNull();
  });

  it("shows a popup on hover and hides it when the pointer leaves", () => {
    expect(stateAfter({ type: "hover", id: "levels" }).open).toBe("levels");
    expect(stateAfter({ type: "hover", id: "levels" }, { type: "leave", id: "levels" }).open).toBeNull();
  });

  it("ignores leaving an entry whose popup is not the open one", () => {
    expect(stateAfter({ type: "click", id: "levels" }, { type: "leave", id: "careers" }).open).toBe("levels");
  });

  it("collapses everything when a link is chosen", () => {
    expect(
      stateAfter({ type: "toggle-menu" }, { type: "click", id: "levels" }, { type: "close-all" }),
    ).toEqual(closedHeaderMenu);
  });

  it("toggles the small-screen menu", () => {
    expect(stateAfter({ type: "toggle-menu" }).expanded).toBe(true);
    expect(stateAfter({ type: "toggle-menu" }, { type: "toggle-menu" }).expanded).toBe(false);
  });
});

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

  it("starts with no popup open or pinned and the small-screen menu collapsed", () => {
    expect(closedHeaderMenu).toEqual({ open: null, pinned: false, expanded: false });
  });

  it("unpins a popup closed by a second click", () => {
    expect(stateAfter({ type: "click", id: "levels" }, { type: "click", id: "levels" })).toEqual(
      closedHeaderMenu,
    );
  });

  it("keeps a clicked popup pinned when the pointer then passes over it", () => {
    const clickedThenHovered = stateAfter({ type: "click", id: "levels" }, { type: "hover", id: "levels" });
    expect(clickedThenHovered).toEqual({ open: "levels", pinned: true, expanded: false });
    expect(headerMenu(clickedThenHovered, { type: "leave", id: "levels" }).open).toBe("levels");
  });

  it("keeps a hovered popup when the pointer leaves another entry", () => {
    expect(stateAfter({ type: "hover", id: "levels" }, { type: "leave", id: "careers" })).toEqual({
      open: "levels",
      pinned: false,
      expanded: false,
    });
  });

  it("closes and unpins the popup but keeps the small-screen menu open on close-popup", () => {
    expect(
      stateAfter({ type: "toggle-menu" }, { type: "click", id: "levels" }, { type: "close-popup" }),
    ).toEqual({ open: null, pinned: false, expanded: true });
  });

  it("closes everything on close-all even when the small-screen menu was collapsed", () => {
    expect(stateAfter({ type: "click", id: "careers" }, { type: "close-all" })).toEqual(closedHeaderMenu);
  });

  it("closes and unpins the popup when the small-screen menu is toggled", () => {
    expect(stateAfter({ type: "click", id: "levels" }, { type: "toggle-menu" })).toEqual({
      open: null,
      pinned: false,
      expanded: true,
    });
  });
});

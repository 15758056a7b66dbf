import { areaInCookies } from "../area-home";
import { closedHeaderMenu, type HeaderMenuAction, headerMenu, type SubmenuId } from "../header-menu";

const SUBMENU = "submenu-";

export function header(nav: HTMLElement) {
  const menu = nav.querySelector<HTMLElement>("#main-menu");
  const toggle = nav.querySelector<HTMLButtonElement>('button[aria-controls="main-menu"]');
  if (!menu || !toggle) return;
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>(`button[aria-controls^="${SUBMENU}"]`)];
  const idOf = (button: HTMLButtonElement) =>
    (button.getAttribute("aria-controls") ?? "").slice(SUBMENU.length) as SubmenuId;
  let state = closedHeaderMenu;

  const dispatch = (action: HeaderMenuAction) => {
    state = headerMenu(state, action);
    toggle.setAttribute("aria-expanded", String(state.expanded));
    for (const button of buttons) button.setAttribute("aria-expanded", String(state.open === idOf(button)));
  };

  toggle.addEventListener("click", () => dispatch({ type: "toggle-menu" }));
  for (const button of buttons) {
    const id = idOf(button);
    const item = button.parentElement as HTMLElement;
    button.addEventListener("click", () => dispatch({ type: "click", id }));
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") dispatch({ type: "hover", id });
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") dispatch({ type: "leave", id });
    });
    item.addEventListener("focusout", (event) => {
      if (state.open === id && !item.contains(event.relatedTarget as Node | null))
        dispatch({ type: "close-popup" });
    });
  }
  document.addEventListener("keydown", (event) => {
    const open = buttons.find((button) => idOf(button) === state.open);
    if (event.key !== "Escape" || !open) return;
    dispatch({ type: "close-popup" });
    open.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (state.open && !nav.contains(event.target as Node)) dispatch({ type: "close-popup" });
  });
  areaLink(menu);
}

/** 'Admin home' or 'Your profile' after the spec's entries, from the readable `area` cookie. */
function areaLink(menu: HTMLElement) {
  const templates = document.getElementById("area-links") as HTMLTemplateElement | null;
  const entry = templates?.content.querySelector(`[data-area="${areaInCookies(document.cookie)}"]`);
  if (entry) menu.append(entry);
}

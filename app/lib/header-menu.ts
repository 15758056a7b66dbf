import type { NavSubmenu } from "~/content/navigation";

export type SubmenuId = NavSubmenu["id"];

/** A click pins a popup; hovering shows one until the pointer leaves, unless it was pinned. */
export type HeaderMenuState = { open: SubmenuId | null; pinned: boolean; expanded: boolean };

export type HeaderMenuAction =
  | { type: "click"; id: SubmenuId }
  | { type: "hover"; id: SubmenuId }
  | { type: "leave"; id: SubmenuId }
  | { type: "close-popup" }
  | { type: "close-all" }
  | { type: "toggle-menu" };

export const closedHeaderMenu: HeaderMenuState = { open: null, pinned: false, expanded: false };

export function headerMenu(state: HeaderMenuState, action: HeaderMenuAction): HeaderMenuState {
  switch (action.type) {
    case "click":
      return state.open === action.id && state.pinned
        ? { ...state, open: null, pinned: false }
        : { ...state, open: action.id, pinned: true };
    case "hover":
      return state.open === action.id ? state : { ...state, open: action.id, pinned: false };
    case "leave":
      return state.open === action.id && !state.pinned ? { ...state, open: null } : state;
    case "close-popup":
      return { ...state, open: null, pinned: false };
    case "close-all":
      return closedHeaderMenu;
    case "toggle-menu":
      return { ...state, expanded: !state.expanded, open: null, pinned: false };
  }
}

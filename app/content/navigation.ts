import { type Area, areaHomes } from "~/lib/area-home";

/** The header menu of every page (docs/product.md section 2, "Header"). */

export interface NavLink {
  label: string;
  to: string;
}

export interface NavSubmenu {
  /** Stable name of the menu entry; the label is what visitors read. */
  id: "levels" | "careers";
  label: string;
  links: NavLink[];
}

export type NavItem = ({ kind: "link" } & NavLink) | ({ kind: "submenu" } & NavSubmenu);

export const mainNavigation: NavItem[] = [
  { kind: "link", label: "About", to: "/about" },
  { kind: "submenu", id: "levels", label: "Technology Soln.", links: [{ label: "Level", to: "/level" }] },
  { kind: "submenu", id: "careers", label: "Job's Career", links: [{ label: "Services", to: "/services" }] },
  { kind: "link", label: "client upload", to: "/jobs" },
  { kind: "link", label: "Online", to: "/online" },
  { kind: "link", label: "Contact", to: "/contact" },
];

/**
 * The header's link to the signed-in account's own area, after the spec's entries: the
 * admin home for an admin, the profile for a user.
 */
export const areaLinks: Record<Area, NavLink> = {
  admin: { label: "Admin home", to: areaHomes.admin },
  user: { label: "Your profile", to: areaHomes.user },
};

/** Shown in the footer, so every main page is reachable without the header's popups. */
export const footerLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Level", to: "/level" },
  { label: "Clients", to: "/artica2rout" },
  { label: "Employees", to: "/employee" },
  { label: "Feedback", to: "/feedback" },
  { label: "Contact", to: "/contact" },
  { label: "All pages", to: "/header" },
  { label: "Privacy notice", to: "/privacy" },
];

/** An entry of the desktop icon bar; `mailto` and `tel` entries take their address from configuration. */
export type IconBarEntry = { label: string; icon: "home" | "mail" | "phone" | "chat" | "briefcase" } & (
  | { kind: "link"; to: string }
  | { kind: "mail" }
  | { kind: "phone" }
);

/** The icon bar on wide screens: quick ways to reach us from any page (hidden on need and online). */
export const iconBar: IconBarEntry[] = [
  { kind: "link", label: "Home", icon: "home", to: "/" },
  { kind: "phone", label: "Call us", icon: "phone" },
  { kind: "mail", label: "Mail us", icon: "mail" },
  { kind: "link", label: "Feedback", icon: "chat", to: "/feedback" },
  { kind: "link", label: "Jobs", icon: "briefcase", to: "/jobs" },
];

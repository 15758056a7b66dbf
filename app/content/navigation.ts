import { type Area, areaHomes } from "~/lib/area-home";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavSubmenu {
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
  { kind: "link", label: "Courses", to: "/courses" },
];

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
  // The spec's header has no way to the sign-in page; a visitor with an account finds it here.
  { label: "Login", to: "/login" },
];

export type IconBarEntry = { label: string; icon: "home" | "mail" | "phone" | "chat" | "briefcase" } & (
  | { kind: "link"; to: string }
  | { kind: "mail" }
  | { kind: "phone" }
);

export const iconBar: IconBarEntry[] = [
  { kind: "link", label: "Home", icon: "home", to: "/" },
  { kind: "phone", label: "Call us", icon: "phone" },
  { kind: "mail", label: "Mail us", icon: "mail" },
  { kind: "link", label: "Feedback", icon: "chat", to: "/feedback" },
  { kind: "link", label: "Jobs", icon: "briefcase", to: "/jobs" },
];

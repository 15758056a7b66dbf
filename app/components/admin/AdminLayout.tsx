import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { adminPages } from "~/content/pages/admin";
import { PageLayout } from "../PageLayout";

/** Every admin screen: the admin menu, then the screen's heading and content. */
export function AdminLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <nav aria-label={adminPages.nav.label} className="border-slate-200 border-b bg-slate-50">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-3">
          {adminPages.nav.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `font-semibold underline-offset-4 hover:underline ${isActive ? "text-brand-900 underline" : "text-brand-700"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageLayout heading={heading}>{children}</PageLayout>
    </>
  );
}

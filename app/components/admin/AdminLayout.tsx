import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { accountPages } from "~/content/pages/account";
import { adminPages } from "~/content/pages/admin";
import { currentAdminEntry } from "~/lib/admin-nav";
import { PageLayout } from "../PageLayout";
import { useCsrfToken } from "./csrf";

const entries = adminPages.nav.links.map((link) => link.to);

// Logout is a plain form: loading the login page whole leaves nothing of the session in the page.
export function AdminLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = currentAdminEntry(pathname, entries);
  const csrfToken = useCsrfToken();
  return (
    <>
      <nav aria-label={adminPages.nav.label} className="border-slate-200 border-b bg-slate-50">
        <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          {adminPages.nav.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.to === current ? "page" : undefined}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline aria-[current=page]:text-brand-900 aria-[current=page]:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className="sm:ml-auto">
            <form method="post" action="/logout">
              {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
              <button
                type="submit"
                className="rounded-md border border-brand-700 bg-white px-3 py-1 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {accountPages.logout.submit}
              </button>
            </form>
          </li>
        </ul>
      </nav>
      <PageLayout heading={heading}>{children}</PageLayout>
    </>
  );
}

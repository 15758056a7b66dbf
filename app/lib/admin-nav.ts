/**
 * Which entry of the admin menu an admin page marks as the current one (aria-current="page"), in
 * one place. A page under an entry's address marks that entry (/admin/inbox/outbox, Inbox;
 * /admin/templates/:key, Mail templates; /admin/content/:area, Site content); the pages below have
 * no entry of their own and mark the section they belong to.
 */
const sections: Readonly<Record<string, string>> = {
  // Adding, editing and deleting a user start from the dashboard's list of users.
  "/admin/new-user": "/admin/dashboard",
  "/admin/edit-user": "/admin/dashboard",
  "/admin/delete-user": "/admin/dashboard",
  // A lead is a row of the inbox.
  "/admin/leads": "/admin/inbox",
  // The setup checklist lists site content still to replace.
  "/admin/setup": "/admin/content",
};

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The menu entry (its address, one of `entries`) that the page at `pathname` marks; null for none. */
export function currentAdminEntry(pathname: string, entries: readonly string[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const section = Object.entries(sections).find(([base]) => isUnder(path, base))?.[1];
  if (section) return entries.includes(section) ? section : null;
  return entries.find((entry) => isUnder(path, entry)) ?? null;
}

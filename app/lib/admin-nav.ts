/** Admin pages with no menu entry of their own, and the entry they mark as current. */
const sections: Readonly<Record<string, string>> = {
  "/admin/new-user": "/admin/dashboard",
  "/admin/edit-user": "/admin/dashboard",
  "/admin/delete-user": "/admin/dashboard",
  "/admin/leads": "/admin/inbox",
  "/admin/site-health": "/admin/inbox",
  "/admin/setup": "/admin/content",
};

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export function currentAdminEntry(pathname: string, entries: readonly string[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const section = Object.entries(sections).find(([base]) => isUnder(path, base))?.[1];
  if (section) return entries.includes(section) ? section : null;
  return entries.find((entry) => isUnder(path, entry)) ?? null;
}

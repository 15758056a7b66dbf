import routes from "~/routes";

export interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  children?: RouteEntry[];
}

const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

/** Every route of app/routes.ts, nested ones included. */
export const routeTable = flatten(routes as RouteEntry[]);

/**
 * A concrete address for a route: parameters get sample values (a kind and a content area that
 * exist, an id that does not), and the catch-all a path nothing else serves.
 */
export const addressOf = (path: string) =>
  `/${path
    .replace(/^\//, "")
    .replace(":kind", path.startsWith("admin/site-health/") ? "broken-links" : "feedback")
    .replace(":area", "profile")
    .replace(/:\w+/g, "00000000-0000-4000-8000-000000000000")
    .replace("*", "no-such-page")}`;

/** Whether a route's module answers POST itself (it exports an action); React Router answers 405 otherwise. */
export async function hasAction(entry: RouteEntry): Promise<boolean> {
  // The route table names the file, so there is no pattern for Vite to check the import against.
  const module = await import(/* @vite-ignore */ `../../app/${entry.file}`);
  return typeof module.action === "function";
}

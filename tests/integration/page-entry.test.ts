import { describe, expect, it } from "vitest";
import { enterAsDocument, type ScriptsHandle } from "~/lib/page-scripts";
import routes from "~/routes";
import type { RouteEntry } from "../support/route-table";

interface RouteModule {
  default?: unknown;
  handle?: ScriptsHandle & { prerender?: boolean };
  loader?: unknown;
  clientLoader?: unknown;
}

const load = (entry: RouteEntry): Promise<RouteModule> =>
  import(/* @vite-ignore */ `../../app/${entry.file}`);

/** Each page route with whether it or a route around it always asks for React. */
async function pages(
  entries: RouteEntry[],
  scripted = false,
): Promise<{ file: string; scripted: boolean; module: RouteModule }[]> {
  const found = [];
  for (const entry of entries) {
    const module = await load(entry);
    const asks = scripted || module.handle?.scripts === true;
    if (module.default) found.push({ file: entry.file, scripted: asks, module });
    found.push(...(await pages(entry.children ?? [], asks)));
  }
  return found;
}

describe("how a page is entered from a page with React", () => {
  it("gives every page that may send no React a client loader that leaves for a document load", async () => {
    const all = await pages(routes as RouteEntry[]);
    const showing = all.filter((page) => !page.scripted);
    expect(showing.length).toBeGreaterThan(15);
    for (const page of showing) {
      expect(typeof page.module.clientLoader, page.file).toBe("function");
      // Without a server loader React Router would render the page only in the browser.
      expect(typeof page.module.loader, page.file).toBe("function");
    }
    // The pages that always have React render on the client as usual.
    for (const page of all.filter((one) => one.scripted))
      expect(page.module.clientLoader, page.file).toBeUndefined();
  });

  it("keeps the content pages prerendered, their loaders notwithstanding", async () => {
    const content = (await pages(routes as RouteEntry[])).filter(
      (page) => page.file.startsWith("routes/marketing/") && page.file !== "routes/marketing/privacy.tsx",
    );
    expect(content.length).toBeGreaterThan(15);
    for (const page of content) expect(page.module.handle?.prerender, page.file).toBe(true);
  });

  it("throws a document redirect to the very address asked for, query and fragment included", () => {
    const request = new Request("http://localhost/courses?from=online#top");
    let thrown: unknown;
    try {
      enterAsDocument({ request });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost/courses?from=online#top");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});

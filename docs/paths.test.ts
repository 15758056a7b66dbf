import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");

/** The pages that describe the code as it is: every file or folder they name must exist. */
const pages = ["README.md", "docs/architecture.md"];

/** Where a named path starts: the repository's own folders. */
const rooted = /^(\.ci|app|docs|public|scripts|server|tests)\//;

/**
 * The paths a page names in code spans: rooted at the repository, not a pattern or a placeholder
 * (`app/content/*.ts`, `<dir>/`, `…`). A decision named by its number (`docs/decisions/029`) is
 * the record whose name starts so.
 */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? "");
  return [
    ...new Set(
      spans
        .filter((span) => rooted.test(span) && !/[*<>…:?]/.test(span))
        .map((span) => span.replace(/\/$/, "")),
    ),
  ];
}

function exists(relative: string): boolean {
  if (existsSync(path.join(root, relative))) return true;
  const folder = path.dirname(relative);
  const start = path.basename(relative);
  return /^\d{3}$/.test(start) && existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder)).some((name) => name.startsWith(`${start}-`))
    : false;
}

describe("the docs name only what exists", () => {
  it.each(pages)("every path %s names is in the repository", (page) => {
    const named = namedPaths(readFileSync(path.join(root, page), "utf8"));
    expect(named.length, "paths found").toBeGreaterThan(10);
    expect(named.filter((relative) => !exists(relative))).toEqual([]);
  });
});

/** Every folder below these is named in the architecture's layout, so a new one is described. */
const describedFolders = ["app/server", "app/routes", "app/components"];

function foldersBelow(relative: string): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${relative}/${entry.name}`;
      return [folder, ...foldersBelow(folder)];
    });
}

describe("the architecture's layout", () => {
  it("names every folder under app/server, app/routes and app/components", () => {
    const named = new Set(namedPaths(readFileSync(path.join(root, "docs/architecture.md"), "utf8")));
    const folders = describedFolders.flatMap(foldersBelow);
    expect(folders.length, "folders found").toBeGreaterThan(20);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "~/content/site-pages";
import { endpoints } from "~/lib/endpoints";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";

// What a page with forms makes the browser load before it can hydrate: the modules its module script
// imports and everything they import in turn, gzip-compressed as the server sends them. A form's
// schema (zod) loads when the form is first used, so it is not counted. Pages that only show load no
// framework: their one script is checked in the browser (tests/e2e/showing-pages.spec.ts).
// The budget sits just above what the form pages weigh now, so any growth is a choice made here.
const BUDGET_KB = 131;
/** What the page-view beacon may add to every page: its module, minified, gzip. */
const BEACON_BYTES = 1024;
const assets = path.resolve("build/client");
const accountPages = [
  "/login",
  "/register",
  "/forget",
  "/verification",
  "/email-verified",
  "/forget-password",
];
/** Pages React hydrates: passkey sign-in runs WebAuthn in the browser (docs/decisions/017). */
const formPages = ["/login/passkey"];
/** The pages whose form the lead form's module drives, without React. */
const leadFormPages = ["/feedback", "/need", "/online", "/online-course", "/register"];
const LEAD_FORM_BUDGET_KB = 15;
const hydrates = (html: string) => html.includes("window.__reactRouterContext");

/** The files of the module graph that starts at `file`, added to `seen`. */
function moduleGraph(file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const source = readFileSync(path.join(assets, file), "utf8");
  for (const [, imported = ""] of source.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g))
    moduleGraph(path.join(path.dirname(file), imported), seen);
}

/** Every file a module can ever load, later (`import("./…")`) as well as at once. */
function reachable(file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const source = readFileSync(path.join(assets, file), "utf8");
  for (const [, imported = ""] of source.matchAll(/(?:from|import)\s*\(?\s*["`](\.\/[^"`]+\.js)["`]/g))
    reachable(path.join(path.dirname(file), imported), seen);
}

/** The route modules and the client entry a page's HTML starts from. */
function roots(html: string) {
  const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return [
    ...[...script.matchAll(/import \* as \w+ from "\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    /import\("\/(assets\/entry\.client-[\w-]+\.js)"\)/.exec(script)?.[1],
  ].filter((root): root is string => root !== undefined);
}

/** Whether any file a page can load holds the WebAuthn library (it alone names PublicKeyCredential). */
function canLoadWebAuthn(html: string) {
  const seen = new Set<string>();
  for (const root of roots(html)) reachable(root, seen);
  return [...seen].some((file) =>
    readFileSync(path.join(assets, file), "utf8").includes("PublicKeyCredential"),
  );
}

/** The modules a page's HTML loads at once: its route modules and the client entry. */
function loadedAtOnce(html: string) {
  const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const roots = [
    ...[...script.matchAll(/import \* as \w+ from "\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    /import\("\/(assets\/entry\.client-[\w-]+\.js)"\)/.exec(script)?.[1],
  ];
  const seen = new Set<string>();
  for (const root of roots) if (root) moduleGraph(root, seen);
  return seen;
}

describe("script weight", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("hydrates exactly the pages with forms", async () => {
    for (const pathname of [...sitePages.map((page) => page.path), ...accountPages, ...formPages]) {
      const html = await (await fetch(new URL(pathname, server.url))).text();
      expect(hydrates(html), pathname).toBe(formPages.includes(pathname));
    }
  });

  it(`keeps every form page's scripts within ${BUDGET_KB} KB gzip, zod left for later`, async () => {
    for (const pathname of formPages) {
      const html = await (await fetch(new URL(pathname, server.url))).text();
      const files = loadedAtOnce(html);
      expect(files.size, pathname).toBeGreaterThan(5);
      const bytes = [...files].reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length,
        0,
      );
      expect(bytes / 1024, pathname).toBeLessThanOrEqual(BUDGET_KB);
    }
  });

  it(`keeps each lead form page's scripts within ${LEAD_FORM_BUDGET_KB} KB gzip, with no framework`, async () => {
    for (const pathname of leadFormPages) {
      const html = await (await fetch(new URL(pathname, server.url))).text();
      const root = /<script type="module" src="\/(assets\/lead-form-[\w-]+\.js)"/.exec(html)?.[1];
      expect(root, pathname).toBeDefined();
      const files = new Set<string>();
      moduleGraph(root ?? "", files);
      const sources = [...files].map((file) => readFileSync(path.join(assets, file)));
      expect(
        sources.some((source) => source.includes("react.transitional.element")),
        pathname,
      ).toBe(false);
      const inline = [...html.matchAll(/<script type="module"[^>]*>([\s\S]+?)<\/script>/g)].map(
        (match) => gzipSync(match[1] ?? "").length,
      );
      const bytes = [...sources.map((source) => gzipSync(source).length), ...inline].reduce(
        (a, b) => a + b,
        0,
      );
      expect(bytes / 1024, pathname).toBeLessThanOrEqual(LEAD_FORM_BUDGET_KB);
    }
  });

  it(`adds at most ${BEACON_BYTES} bytes gzip for the page-view beacon, which every public page loads`, async () => {
    // The beacon's module and what it alone brings (the endpoints); the visit's modules were
    // loaded before it, for the forms.
    const built = await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        emptyOutDir: false,
        minify: true,
        lib: { entry: path.resolve("app/lib/page-view.ts"), formats: ["es"], fileName: "page-view" },
        rolldownOptions: { external: (id: string) => /^\.\/visit(-source)?$/.test(id) },
      },
    });
    const outputs = [built].flat() as Rolldown.RolldownOutput[];
    const code = outputs
      .flatMap((output) => output.output)
      .map((file) => (file.type === "chunk" ? file.code : ""))
      .join("");
    expect(code).toContain("sendBeacon");
    expect(gzipSync(code).length).toBeLessThanOrEqual(BEACON_BYTES);
    for (const pathname of sitePages.map((page) => page.path)) {
      const html = await (await fetch(new URL(pathname, server.url))).text();
      const inline = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? "",
      );
      const files = [...loadedAtOnce(html)].map((file) => readFileSync(path.join(assets, file), "utf8"));
      const scripts = [...inline, ...files];
      expect(
        scripts.some((script) => script.includes(endpoints.pageViews)),
        pathname,
      ).toBe(true);
    }
  });

  it("keeps the WebAuthn library to the two-factor pages: no public page can load it, even later", async () => {
    const htmlOf = async (pathname: string) => (await fetch(new URL(pathname, server.url))).text();
    for (const pathname of [...sitePages.map((page) => page.path), ...accountPages]) {
      expect(canLoadWebAuthn(await htmlOf(pathname)), pathname).toBe(false);
    }
    // The check finds it where it is.
    expect(canLoadWebAuthn(await htmlOf("/login/passkey"))).toBe(true);
  });
});

import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as productionBuild from "virtual:react-router/server-build";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type AppContext, requestContext } from "~/server/app-context.server";
import { type Config, loadConfig } from "~/server/config.server";
import { defaultPublished, fixedContent } from "~/server/content/live.server";
import { readPublished } from "~/server/content/store.server";
import { openDatabase, tableNames } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { commandLine } from "./operation-command";
import { HSTS } from "./security";
import { buildSources, pageHeaders, pageSources } from "./static-pages";

export type PageValues = Omit<AppContext, "nonce" | "requestId" | "clientIp">;

const build = productionBuild as unknown as ServerBuild;

/** Taken out after rendering: a public page allows its inline code by hash instead. */
const NO_NONCE = "0PRERENDER0NONCE0";

/** Pages the same for every visitor: no action, and a loader only where it reads just the published content. */
export function publicPaths(): string[] {
  const routes = build.routes;
  const pathOf = (id: string): string | null => {
    const route = routes[id];
    if (!route) return null;
    const parent = route.parentId ? pathOf(route.parentId) : "";
    if (parent === null || route.path?.includes(":") || route.path?.includes("*")) return null;
    return [parent, route.path].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter(
      (route) =>
        route?.parentId &&
        route.module.default &&
        !route.module.action &&
        (!route.module.loader || (route.module.handle as { prerender?: boolean } | undefined)?.prerender),
    )
    .map((route) => (route ? pathOf(route.id) : null))
    .filter((path): path is string => path !== null)
    .map((path) => `/${path}`)
    .sort();
}

/** The one way a public page is made: at build, for export, and in each worker per content generation. */
export function pageRenderer(values: PageValues) {
  const handle = createRequestHandler(build, "production");
  return async (path: string): Promise<string> => {
    const context = requestContext({
      ...values,
      nonce: NO_NONCE,
      requestId: "prerender",
      clientIp: "prerender",
    });
    const request = new Request(new URL(path, values.config.APP_URL), { headers: { accept: "text/html" } });
    const response = await handle(request, context);
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
    const html = (await response.text()).replaceAll(` nonce="${NO_NONCE}"`, "");
    if (html.includes(NO_NONCE)) throw new Error(`rendering ${path} left a nonce behind`);
    return html;
  };
}

/** Every public page, with the content published in the database (the defaults in an empty one). */
async function renderPublicPages(config: Config, databaseUrl = config.DATABASE_URL) {
  const { db, dialect } = openDatabase(databaseUrl);
  try {
    const migrated = (await tableNames(db)).includes("content_state");
    const site = fixedContent(migrated ? await readPublished(db) : defaultPublished);
    const render = pageRenderer({ config, db, dialect, log: createLogger(config), site });
    const pages = new Map<string, string>();
    for (const path of publicPaths()) pages.set(path, await render(path));
    return pages;
  } finally {
    await db.destroy();
  }
}

/** The build's pages, with the default content: their inline code is the build's own (`pageSources`). */
export async function prerenderPages(): Promise<Record<string, string>> {
  const config = loadConfig({
    NODE_ENV: "production",
    APP_URL: "http://prerender.invalid",
    SESSION_SECRET: "prerendering-needs-no-secret-but-config-wants-one",
    DATA_DIR: tmpdir(),
    LOG_LEVEL: "warn",
  });
  // Public pages do not touch the database; an empty in-memory one makes any attempt fail loudly.
  return Object.fromEntries(await renderPublicPages(config, "file::memory:"));
}

const usage = "Usage: npm run export-pages -- --to <folder>";

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** Writes the pages as the app sends them, for nginx; must run again after each publish. */
export async function exportPagesCommand(
  argv: string[],
  write: (text: string) => void,
  built: string,
): Promise<number> {
  const line = commandLine({ args: argv, options: { to: { type: "string" } } }, write, usage);
  if (!line) return 2;
  const { to } = line.values;
  if (!to) {
    write(`${usage}\n`);
    return 2;
  }
  const folder = path.resolve(to);
  const config = loadConfig();
  const pages = await renderPublicPages(config);
  mkdirSync(folder, { recursive: true });
  const own = buildSources(built);
  const locations: string[] = [];
  const leftOut: string[] = [];
  for (const [pagePath, html] of pages) {
    // Left to the app, as in static-pages.ts: with no location here, nginx passes it on.
    const sources = pageSources(html, own);
    if (!sources.ok) {
      leftOut.push(pagePath);
      continue;
    }
    const file = `${pagePath === "/" ? "index" : pagePath.slice(1)}.html`;
    const body = Buffer.from(html);
    writeFileSync(path.join(folder, file), body);
    writeFileSync(path.join(folder, `${file}.gz`), gzipSync(body, { level: 9 }));
    writeFileSync(
      path.join(folder, `${file}.br`),
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    // An add_header in a location replaces the server block's: HSTS has to be repeated here.
    const headers = [
      ...pageHeaders(sources).filter(([name]) => name !== "Content-Type"),
      ...(config.APP_URL.startsWith("https:")
        ? [["Strict-Transport-Security", HSTS] as [string, string]]
        : []),
    ];
    locations.push(
      [
        `location = ${pagePath} {`,
        `    root ${folder};`,
        "    default_type text/html;",
        "    charset utf-8;",
        ...headers.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
        `    try_files /${file} @site;`,
        "}",
      ].join("\n"),
    );
  }
  writeFileSync(
    path.join(folder, "pages.conf"),
    `# Written by npm run export-pages: the site's prerendered pages, served by nginx itself.\n${locations.join("\n")}\n`,
  );
  write(`${locations.length} pages, with .gz, .br and pages.conf, written to ${folder}\n`);
  if (leftOut.length > 0)
    write(`Left to the app, as their inline scripts are not the build's own: ${leftOut.join(" ")}\n`);
  return 0;
}

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type Config, loadConfig } from "~/server/config.server";
import { defaultPublished, fixedContent } from "~/server/content/live.server";
import { readPublished } from "~/server/content/store.server";
import { openDatabase, tableNames } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { buildSources, pageSources } from "./inline-sources";
import { commandLine } from "./operation-command";
import { renderPublicPages } from "./public-pages";
import { HSTS } from "./security";
import { pageHeaders } from "./static-pages";

const usage = "Usage: npm run export-pages -- --to <folder>";

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

async function currentPages(config: Config): Promise<Map<string, string>> {
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  try {
    const migrated = (await tableNames(db)).includes("content_state");
    const published = migrated ? await readPublished(db) : defaultPublished;
    const log = createLogger(config);
    return await renderPublicPages({ config, db, dialect, log, site: fixedContent(published) });
  } finally {
    await db.destroy();
  }
}

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
  const pages = await currentPages(config);
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

import { tmpdir } from "node:os";
import * as productionBuild from "virtual:react-router/server-build";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type AppContext, requestContext } from "~/server/app-context.server";
import { loadConfig } from "~/server/config.server";
import { fixedContent } from "~/server/content/live.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";

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

export async function renderPublicPages(values: PageValues): Promise<Map<string, string>> {
  const render = pageRenderer(values);
  const pages = new Map<string, string>();
  for (const path of publicPaths()) pages.set(path, await render(path));
  return pages;
}

/** The build's pages, with the default content: their inline code is the build's own (`server/inline-sources.ts`). */
export async function prerenderPages(): Promise<Record<string, string>> {
  const config = loadConfig({
    NODE_ENV: "production",
    APP_URL: "http://prerender.invalid",
    SESSION_SECRET: "prerendering-needs-no-secret-but-config-wants-one",
    DATA_DIR: tmpdir(),
    LOG_LEVEL: "warn",
  });
  // Public pages do not touch the database; an empty in-memory one makes any attempt fail loudly.
  const { db, dialect } = openDatabase("file::memory:");
  try {
    const values = { config, db, dialect, log: createLogger(config), site: fixedContent() };
    return Object.fromEntries(await renderPublicPages(values));
  } finally {
    await db.destroy();
  }
}

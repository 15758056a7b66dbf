import { tmpdir } from "node:os";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type AppContext, requestContext } from "~/server/app-context.server";
import { type Config, loadConfig } from "~/server/config.server";
import { fixedContent } from "~/server/content/live.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";

/** Filled in per deployment at start (server/static-pages.ts). */
export const PLACEHOLDERS = {
  appUrl: "http://prerender.invalid",
  companyEmail: "company@prerender.invalid",
  hrEmail: "hr@prerender.invalid",
} as const;

/** Taken out after rendering: prerendered pages allow inline code by hash instead. */
const NO_NONCE = "0PRERENDER0NONCE0";

export function prerenderablePaths(build: ServerBuild): string[] {
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

export async function prerenderPages(): Promise<Record<string, string>> {
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const config: Config = loadConfig({
    NODE_ENV: "production",
    APP_URL: PLACEHOLDERS.appUrl,
    COMPANY_EMAIL: PLACEHOLDERS.companyEmail,
    HR_EMAIL: PLACEHOLDERS.hrEmail,
    SESSION_SECRET: "prerendering-needs-no-secret-but-config-wants-one",
    DATA_DIR: tmpdir(),
    LOG_LEVEL: "warn",
  });
  // Content pages do not touch the database; an empty in-memory one makes any attempt fail loudly.
  const { db, dialect } = openDatabase("file::memory:");
  try {
    return await renderPages(build, {
      config,
      db,
      dialect,
      log: createLogger(config),
      site: fixedContent(),
    });
  } finally {
    await db.destroy();
  }
}

/** Also run in a serving process after each publish. */
export async function renderPages(
  build: ServerBuild,
  values: Omit<AppContext, "nonce" | "requestId" | "clientIp">,
): Promise<Record<string, string>> {
  const context = requestContext({
    ...values,
    nonce: NO_NONCE,
    requestId: "prerender",
    clientIp: "prerender",
  });
  const handle = createRequestHandler(build, "production");
  const base = values.config.APP_URL;
  const pages: Record<string, string> = {};
  for (const path of prerenderablePaths(build)) {
    const request = new Request(new URL(path, base), { headers: { accept: "text/html" } });
    const response = await handle(request, context);
    if (response.status !== 200) throw new Error(`prerendering ${path} answered ${response.status}`);
    const html = (await response.text()).replaceAll(` nonce="${NO_NONCE}"`, "");
    if (html.includes(NO_NONCE)) throw new Error(`prerendering ${path} left a nonce behind`);
    pages[path] = html;
  }
  return pages;
}

import * as productionBuild from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import type { AppContext } from "~/server/app-context.server";
import { watchContent } from "~/server/content/live.server";
import { renderPages } from "./prerender";
import type { staticPages } from "./static-pages";

type Values = Omit<AppContext, "nonce" | "requestId" | "clientIp">;

/** The pages as this process renders them now, from its published content and settings. */
export async function renderLivePages(values: Values): Promise<Map<string, string>> {
  return new Map(Object.entries(await renderPages(productionBuild as unknown as ServerBuild, values)));
}

/**
 * Keeps the static pages in step with the published content (decision 031): whenever the content
 * generation moves on, this process drops its static pages, so React Router renders each request
 * from the new content at once, renders them again in the background and swaps them in; a change
 * that comes while it renders is rendered right after. Returns how to stop.
 */
export function keepPagesLive(values: Values, pages: ReturnType<typeof staticPages>) {
  let rendering: Promise<void> | null = null;
  let again = false;
  const render = () => {
    if (rendering) {
      again = true;
      return;
    }
    pages.replace(new Map());
    rendering = (async () => {
      do {
        again = false;
        const started = Date.now();
        const { generation } = values.site.current();
        pages.replace(await renderLivePages(values));
        values.log.info({ generation, ms: Date.now() - started }, "pages rendered for the published content");
      } while (again);
    })()
      .catch((error: unknown) => values.log.error({ err: error }, "rendering the published pages failed"))
      .finally(() => {
        rendering = null;
      });
  };
  values.site.onChange(render);
  return watchContent(values.site, (error) =>
    values.log.warn({ err: error }, "could not check the published content"),
  );
}

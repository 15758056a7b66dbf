import * as productionBuild from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import type { AppContext } from "~/server/app-context.server";
import { watchContent } from "~/server/content/live.server";
import { renderPages } from "./prerender";
import type { staticPages } from "./static-pages";

type Values = Omit<AppContext, "nonce" | "requestId" | "clientIp">;

export async function renderLivePages(values: Values): Promise<Map<string, string>> {
  return new Map(Object.entries(await renderPages(productionBuild as unknown as ServerBuild, values)));
}

/** Drops the static pages at once on a publish, so no request sees old content while they re-render. */
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

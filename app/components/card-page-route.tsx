import { type PageTexts, withTexts } from "~/content/page-texts";
import type { CardPageContent } from "~/content/types";
import { type MetaMatches, pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { CardPage } from "./CardPage";

export function cardPageRoute(page: CardPageContent) {
  return {
    meta: ({ matches }: { matches: MetaMatches }) => pageMeta(page.seo, matches),
    handle: { prerender: true },
    Page({ loaderData }: { loaderData: { texts: PageTexts } }) {
      return <CardPage page={useFilled(withTexts(page, loaderData.texts))} />;
    },
  };
}

export function listCardPageRoute<L>(page: (list: L) => CardPageContent) {
  return {
    meta: ({ loaderData, matches }: { loaderData: { list: L } | undefined; matches: MetaMatches }) =>
      loaderData ? pageMeta(page(loaderData.list).seo, matches) : [],
    handle: { prerender: true },
    Page({ loaderData }: { loaderData: { list: L } }) {
      return <CardPage page={useFilled(page(loaderData.list))} />;
    },
  };
}

import { type PageTexts, withTexts } from "~/content/page-texts";
import type { CardPageContent } from "~/content/types";
import { type MetaMatches, pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { CardPage } from "./CardPage";

/**
 * What the route module of a card page exports beside its loader (`pageTextsLoader` of its area):
 * its meta, its handle and its component, from the page's module under content/pages/. The page is
 * the same for everyone: rendered once per publish and served as static bytes (decision 031).
 */
export function cardPageRoute(page: CardPageContent) {
  return {
    meta: ({ matches }: { matches: MetaMatches }) => pageMeta(page.seo, matches),
    handle: { prerender: true },
    Page({ loaderData }: { loaderData: { texts: PageTexts } }) {
      return <CardPage page={useFilled(withTexts(page, loaderData.texts))} />;
    },
  };
}

/**
 * The same for a card page drawn from one of the company's lists (its clients, its team): the page
 * is made from the list its loader (`pageListLoader`) answers.
 */
export function listCardPageRoute<L>(page: (list: L) => CardPageContent) {
  return {
    meta: ({ data, matches }: { data: { list: L } | undefined; matches: MetaMatches }) =>
      data ? pageMeta(page(data.list).seo, matches) : [],
    handle: { prerender: true },
    Page({ loaderData }: { loaderData: { list: L } }) {
      return <CardPage page={useFilled(page(loaderData.list))} />;
    },
  };
}

import type { CardPageContent } from "~/content/types";
import { type MetaMatches, pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { DetailCard } from "./DetailCard";
import { PanelBody } from "./PanelBody";
import { TypedPage } from "./TypedPage";

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

export function CardPage({ page }: { page: CardPageContent }) {
  return (
    <TypedPage page={page}>
      {page.sections.map((section, index) => (
        <section key={section.heading ?? index} className="flex flex-col gap-4">
          {section.heading ? <h2 className="font-bold text-2xl text-brand-900">{section.heading}</h2> : null}
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {section.cards.map((card) => (
              <li key={card.title}>
                <DetailCard {...card} headingLevel={section.heading ? "h3" : "h2"}>
                  <PanelBody panel={card.panel} />
                </DetailCard>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </TypedPage>
  );
}

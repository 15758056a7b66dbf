import type { CardPageContent } from "~/content/types";
import { DetailCard } from "./DetailCard";
import { HomePgButton } from "./HomePgButton";
import { LogoMarquee } from "./LogoMarquee";
import { PanelBody } from "./PanelBody";
import { TypingHeadline } from "./TypingHeadline";

/**
 * The common content page: a typing headline, an introduction, sections of cards that each open
 * their own panel, the technology-logo strip and the Home Pg button.
 */
export function CardPage({ page }: { page: CardPageContent }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        {page.heading ? <p className="font-semibold text-brand-700 text-lg">{page.heading}</p> : null}
        <TypingHeadline
          phrases={page.phrases}
          className="font-extrabold text-3xl text-brand-900 sm:text-4xl"
        />
        {page.intro?.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </header>
      {page.sections.map((section, index) => (
        <section key={section.heading ?? index} className="flex flex-col gap-4">
          {section.heading ? <h2 className="font-bold text-2xl text-brand-900">{section.heading}</h2> : null}
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {section.cards.map((card) => (
              <li key={card.title}>
                <DetailCard
                  title={card.title}
                  image={card.image}
                  summary={card.summary}
                  headingLevel={section.heading ? "h3" : "h2"}
                >
                  <PanelBody panel={card.panel} />
                </DetailCard>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LogoMarquee />
      <div>
        <HomePgButton label={page.homeLabel} />
      </div>
    </div>
  );
}

import type { AboutPageContent } from "./pages/about";
import type { CardPageContent } from "./types";

export interface CardTexts {
  title: string;
  summary: string;
  paragraphs: string[];
  note: string;
}

export interface PageTexts {
  phrases: string[];
  intro: string[];
  cards: CardTexts[];
}

export function textsOf(page: CardPageContent): PageTexts {
  return {
    phrases: page.phrases,
    intro: page.intro ?? [],
    cards: page.sections.flatMap((section) =>
      section.cards.map((card) => ({
        title: card.title,
        summary: card.summary ?? "",
        paragraphs: card.panel.paragraphs ?? [],
        note: card.panel.note ?? "",
      })),
    ),
  };
}

export function withTexts(page: CardPageContent, texts: PageTexts): CardPageContent {
  let position = 0;
  return {
    ...page,
    phrases: texts.phrases,
    intro: texts.intro,
    sections: page.sections.map((section) => ({
      ...section,
      cards: section.cards.map((card) => {
        const own = texts.cards[position++];
        if (!own) return card;
        return {
          ...card,
          title: own.title,
          summary: own.summary || undefined,
          panel: { ...card.panel, paragraphs: own.paragraphs, note: own.note || undefined },
        };
      }),
    })),
  };
}

/** The About page's texts: its cards open one shared panel, so they have no panel texts. */
export function aboutTextsOf(page: AboutPageContent): PageTexts {
  return {
    phrases: page.phrases,
    intro: page.intro,
    cards: page.cards.map((card) => ({
      title: card.title,
      summary: card.summary ?? "",
      paragraphs: [],
      note: "",
    })),
  };
}

export function withAboutTexts(page: AboutPageContent, texts: PageTexts): AboutPageContent {
  return {
    ...page,
    phrases: texts.phrases,
    intro: texts.intro,
    cards: page.cards.map((card, index) => {
      const own = texts.cards[index];
      return own ? { ...card, title: own.title, summary: own.summary || undefined } : card;
    }),
  };
}

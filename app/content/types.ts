export interface Seo {
  path: string;
  /** The page title, without the company name (added by pageMeta). */
  title: string;
  description: string;
}

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Fact {
  label: string;
  value: string;
}

export interface Panel {
  heading?: string;
  image?: Picture;
  paragraphs?: string[];
  facts?: Fact[];
  note?: string;
  mailTo?: "company" | "hr";
}

export interface Card {
  title: string;
  image?: Picture;
  summary?: string;
  panel: Panel;
}

export interface CardSection {
  heading?: string;
  cards: Card[];
}

export interface CardPageContent {
  seo: Seo;
  phrases: string[];
  heading?: string;
  intro?: string[];
  sections: CardSection[];
  homeLabel?: "Home Pg" | "Home" | "Home Pg.";
}

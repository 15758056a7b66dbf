/** The shapes of page content. Page text lives in the files beside this one. */

export interface Seo {
  /** The canonical path of the page (aliases point here). */
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

/** The detail panel a More button opens. */
export interface Panel {
  heading?: string;
  image?: Picture;
  paragraphs?: string[];
  facts?: Fact[];
  note?: string;
  /** Ends the panel with a mail link to the company or the HR address (from configuration). */
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

/** A page of cards under a typing headline, with the logo strip and the Home Pg button. */
export interface CardPageContent {
  seo: Seo;
  /** The typing headline's phrases, in order. */
  phrases: string[];
  /** A plain heading above the typing headline, where the spec names one. */
  heading?: string;
  intro?: string[];
  sections: CardSection[];
  homeLabel?: "Home Pg" | "Home" | "Home Pg.";
}

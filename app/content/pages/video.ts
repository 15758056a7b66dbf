import { companyFacts } from "../company";
import type { Seo } from "../types";

export interface VideoContent {
  seo: Seo;
  heading: string;
  intro: string;
  /** The accessible name of the video icon button. */
  buttonLabel: string;
  /** Shown with the player once it is revealed. */
  caption: string;
  /** The player's size; its files come from the content (media). */
  player: { width: number; height: number };
}

/** The video page (docs/product.md section 2, "Video"); its files are the media area's (media.ts). */
export const videoPage: VideoContent = {
  seo: {
    path: "/video",
    title: "Our video",
    description: `A short video about {company}: mobile apps, web development, UI/UX design, QA and testing, and support ${companyFacts.serviceLevel}.`,
  },
  heading: "Our video",
  intro: "A short film about who we are and what we build.",
  buttonLabel: "Watch our video",
  caption: "Click video",
  player: { width: 640, height: 360 },
};

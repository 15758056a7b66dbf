import { companyFacts } from "../company";
import type { Seo } from "../types";

export interface VideoContent {
  seo: Seo;
  heading: string;
  intro: string;
  buttonLabel: string;
  caption: string;
  player: { width: number; height: number };
}

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

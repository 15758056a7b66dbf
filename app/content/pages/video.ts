import { company } from "../company";
import type { Seo } from "../types";

export interface VideoContent {
  seo: Seo;
  heading: string;
  intro: string;
  /** The accessible name of the video icon button. */
  buttonLabel: string;
  /** Shown with the player once it is revealed. */
  caption: string;
  video: {
    src: string;
    poster: string;
    captions: string;
    width: number;
    height: number;
    /** Read by screen readers before the player. */
    description: string;
  };
}

/** The video page (docs/product.md section 2, "Video"). The files are made by scripts/make-video.sh. */
export const videoPage: VideoContent = {
  seo: {
    path: "/video",
    title: "Our video",
    description: `A short video about ${company.name}: mobile apps, web development, UI/UX design, QA and testing, and support ${company.serviceLevel}.`,
  },
  heading: "Our video",
  intro: "Eight seconds about who we are and what we build.",
  buttonLabel: "Watch our video",
  caption: "Click video",
  video: {
    src: "/video/company.mp4",
    poster: "/video/company-poster.webp",
    captions: "/video/company.vtt",
    width: 640,
    height: 360,
    description: `Title cards: ${company.name}, mobile apps for iOS and Android, web development with UI/UX design and QA, support ${company.serviceLevel}, internships and training. No sound.`,
  },
};

import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const founderPage: CardPageContent = {
  seo: { path: "/founder", title: "Founder", description: "Founder" },
  phrases: ["Founder"],
  sections: [],
};

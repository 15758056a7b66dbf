import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const approachPage: CardPageContent = {
  seo: { path: "/approach", title: "Approach", description: "Approach" },
  phrases: ["Approach"],
  sections: [],
};

import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const levelPage: CardPageContent = {
  seo: { path: "/level", title: "Level", description: "Level" },
  phrases: ["Level"],
  sections: [],
};

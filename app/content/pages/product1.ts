import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const product1Page: CardPageContent = {
  seo: { path: "/product1", title: "Product1", description: "Product1" },
  phrases: ["Product1"],
  sections: [],
};

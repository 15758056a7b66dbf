import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const product2Page: CardPageContent = {
  seo: { path: "/product2", title: "Product2", description: "Product2" },
  phrases: ["Product2"],
  sections: [],
};

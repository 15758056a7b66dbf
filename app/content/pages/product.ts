import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const productPage: CardPageContent = {
  seo: { path: "/product", title: "Product", description: "Product" },
  phrases: ["Product"],
  sections: [],
};

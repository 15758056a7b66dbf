import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const product3Page: CardPageContent = {
  seo: { path: "/product3", title: "Product3", description: "Product3" },
  phrases: ["Product3"],
  sections: [],
};

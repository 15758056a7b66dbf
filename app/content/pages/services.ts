import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const servicesPage: CardPageContent = {
  seo: { path: "/services", title: "Services", description: "Services" },
  phrases: ["Services"],
  sections: [],
};

import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const clientsPage: CardPageContent = {
  seo: { path: "/artica2rout", title: "Clients", description: "Clients" },
  phrases: ["Clients"],
  sections: [],
};

import type { CardPageContent } from "../types";

// PLACEHOLDER content, to be written from the spec.
export const employeesPage: CardPageContent = {
  seo: { path: "/employee", title: "Employees", description: "Employees" },
  phrases: ["Employees"],
  sections: [],
};

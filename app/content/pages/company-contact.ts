import { companyFacts } from "../company";
import type { Seo } from "../types";

export type CompanyRow = { label: string } & (
  | { kind: "text"; value: string }
  | { kind: "phone"; value: string }
  | { kind: "mail"; to?: "company" | "hr" }
);

export interface CompanyContactContent {
  seo: Seo;
  heading: string;
  intro: string;
  caption: string;
  rows: CompanyRow[];
}

export const companyContactPage: CompanyContactContent = {
  seo: {
    path: "/nav2",
    title: "Company details",
    description: `Address, office hours, phone and e-mail of {company}, ${companyFacts.city}. Internships and training in programming languages available.`,
  },
  heading: "Company details",
  intro: "Everything you need to reach us, in one place.",
  caption: `{company}: address, office hours and contacts`,
  rows: [
    { label: "Address", kind: "text", value: "{address}" },
    { label: "Office time", kind: "text", value: "{officeHours}" },
    { label: "Phone", kind: "phone", value: "{phone}" },
    { label: "Mail", kind: "mail" },
    {
      label: "Information",
      kind: "text",
      value: `We are a software and IT services company in ${companyFacts.city}: mobile apps for iOS and Android, web development, UI/UX design, QA and testing, consulting and data services, with support ${companyFacts.serviceLevel}. Write or call us about a new project or help with an existing one.`,
    },
    { label: "Note", kind: "text", value: "{internship}" },
  ],
};

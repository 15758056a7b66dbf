import { companyFacts } from "../company";
import type { Seo } from "../types";
import type { CompanyRow } from "./company-contact";

export interface ContactContent {
  seo: Seo;
  heading: string;
  intro: string;
  details: CompanyRow[];
  map: { width: number; height: number };
  /** An ordinary outbound link (the profile's map link); the map site is only contacted if followed. */
  mapLinkLabel: string;
}

export const contactPage: ContactContent = {
  seo: {
    path: "/contact",
    title: "Contact Us",
    description: `Find and call {company} in ${companyFacts.city}: address, phone number and a map of our office.`,
  },
  heading: "Contact Us",
  intro: `Visit us, call us or write to us. Our support team answers ${companyFacts.serviceLevel}.`,
  details: [
    { label: "Address", kind: "text", value: "{address}" },
    { label: "Phone", kind: "phone", value: "{phone}" },
    { label: "Mail", kind: "mail" },
  ],
  map: { width: 640, height: 400 },
  mapLinkLabel: "Open in OpenStreetMap",
};

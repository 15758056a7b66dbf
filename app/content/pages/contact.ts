import { company } from "../company";
import type { Picture, Seo } from "../types";
import type { CompanyRow } from "./company-contact";

export interface ContactContent {
  seo: Seo;
  heading: string;
  intro: string;
  details: CompanyRow[];
  /** Our own street-map drawing: no map service is loaded by the page. */
  map: Picture;
  /** An ordinary outbound link; the map site is only contacted if the visitor follows it. */
  mapLink: { label: string; href: string };
}

/** The Contact Us page (docs/product.md section 2, "Contact Us page"). */
export const contactPage: ContactContent = {
  seo: {
    path: "/contact",
    title: "Contact Us",
    description: `Find and call ${company.name} in ${company.city}: address, phone number and a map of our office.`,
  },
  heading: "Contact Us",
  intro: `Visit us, call us or write to us. Our support team answers ${company.serviceLevel}.`,
  details: [
    { label: "Address", kind: "text", value: company.address },
    { label: "Phone", kind: "phone", value: company.phone },
    { label: "Mail", kind: "mail" },
  ],
  map: {
    src: "/images/contact/map.svg",
    alt: `Street map around our office, with a marker at ${company.address}`,
    width: 640,
    height: 400,
  },
  mapLink: {
    label: "Open in OpenStreetMap",
    href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(company.address)}`,
  },
};

import { companyFacts } from "../company";
import type { Card, Panel, Seo } from "../types";

/** The About page: its two cards open one panel between them, so they carry no panel of their own. */
export interface AboutPageContent {
  seo: Seo;
  phrases: string[];
  intro: string[];
  cards: Omit<Card, "panel">[];
  sharedPanel: Panel;
}

export const aboutPage: AboutPageContent = {
  seo: {
    path: "/about",
    title: "About Us",
    description: `{company} is a software services company in ${companyFacts.city}: mobile apps, web development, UI/UX design, QA and testing, consulting and ${companyFacts.serviceLevel} support.`,
  },
  phrases: [
    "About Us",
    "Who We Are",
    "Mobile App Development",
    "Web Development",
    "UI/UX Design",
    "QA & Testing",
    "24/7/365 Support",
  ],
  intro: [
    `{company} is a software services company in ${companyFacts.city}, India. We build mobile apps for iOS and Android, websites and web applications, and the databases behind them.`,
    "Our designers, developers, testers and support staff work as one team, from the first idea to the day-to-day care of your software.",
    `We also offer consulting, data services, training and documentation, and ${companyFacts.serviceLevel} support. {internship}.`,
  ],
  cards: [
    {
      title: "Our Team",
      image: {
        src: "/images/about/team.svg",
        alt: "Three team members working together at a table",
        width: 240,
        height: 160,
      },
      summary: "Designers, developers, testers and support engineers in one team.",
    },
    {
      title: "Our Office",
      image: {
        src: "/images/about/office.svg",
        alt: "An office building with lit windows",
        width: 240,
        height: 160,
      },
      summary: `Our office in ${companyFacts.city}, open day and night for our clients.`,
    },
  ],
  sharedPanel: {
    facts: [
      { label: "Address", value: "{address}" },
      { label: "Office hours", value: "{officeHours}" },
    ],
    note: "Note: write to us with a short description of your project or question, and we will reply within one working day.",
    mailTo: "company",
  },
};

import { FOUNDER_BORN } from "../founder";
import type { CardPageContent, Fact } from "../types";

const profile: Fact[] = [
  { label: "Name", value: "{founder}" },
  { label: "Born", value: FOUNDER_BORN },
  { label: "CEO for", value: `{founderCeoYears} years` },
  { label: "Foreign experience", value: `{founderForeignYears} years` },
  { label: "Indian experience", value: `{founderIndianYears} years` },
  { label: "Qualification", value: "{founderQualification}" },
  { label: "Father's name", value: "{founderFather}" },
];

export const founderPage: CardPageContent = {
  seo: {
    path: "/founder",
    title: "Founder",
    description: `{founder}, {founderTitle}: {founderIndianYears} years of experience in India and {founderForeignYears} years abroad, leading our team in Mumbai.`,
  },
  phrases: ["Our Founder", "Team Management", "Visualisation"],
  intro: [
    `{founder} started the company to give clients one small team that designs, builds and supports their software, around the clock.`,
  ],
  sections: [
    {
      heading: "About our founder",
      cards: [
        {
          title: "Founder",
          image: { src: "{founderPhoto}", alt: "{founderPhotoAlt}", width: 160, height: 160 },
          summary: "{founderTitle}",
          panel: {
            heading: "{founder}",
            paragraphs: [
              `After {founderForeignYears} years of work abroad, {founder} came back to Mumbai to build a company that offers 24/7/365 software services to clients of every size.`,
            ],
            facts: profile,
          },
        },
        {
          title: "Team Management",
          summary: "How the team is run.",
          panel: {
            heading: `{founder} on team management`,
            paragraphs: [
              "Every project has one manager the client can call. Designers, developers, testers and the DBA meet daily, so problems surface early and are solved together.",
              "Interns learn on real projects with an experienced colleague beside them.",
            ],
            facts: profile,
          },
        },
        {
          title: "Visualisation",
          summary: "Seeing the product before it is built.",
          panel: {
            heading: `{founder} on visualisation`,
            paragraphs: [
              "Before any code is written, we sketch the screens and the flow of data with the client, so everyone agrees on what will be delivered.",
              "Clickable prototypes let users try the idea early, when changes still cost little.",
            ],
            facts: profile,
          },
        },
      ],
    },
  ],
};

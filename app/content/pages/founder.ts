import { founder } from "../founder";
import type { CardPageContent, Fact } from "../types";

/** The fixed profile every card's panel shows (docs/product.md section 3, "Founder profile"). */
const profile: Fact[] = [
  { label: "Name", value: founder.name },
  { label: "Born", value: founder.born },
  { label: "CEO for", value: `${founder.yearsAsCeo} years` },
  { label: "Foreign experience", value: `${founder.foreignExperienceYears} years` },
  { label: "Indian experience", value: `${founder.indianExperienceYears} years` },
  { label: "Qualification", value: founder.qualification },
  { label: "Father's name", value: founder.fatherName },
];

export const founderPage: CardPageContent = {
  seo: {
    path: "/founder",
    title: "Founder",
    description: `${founder.name}, ${founder.title}: ${founder.indianExperienceYears} years of experience in India and ${founder.foreignExperienceYears} years abroad, leading our team in Mumbai.`,
  },
  phrases: ["Our Founder", "Team Management", "Visualisation"],
  intro: [
    `${founder.name} started the company to give clients one small team that designs, builds and supports their software, around the clock.`,
  ],
  sections: [
    {
      heading: "About our founder",
      cards: [
        {
          title: "Founder",
          image: { src: founder.photo, alt: `Portrait of ${founder.name}`, width: 160, height: 160 },
          summary: founder.title,
          panel: {
            heading: founder.name,
            paragraphs: [
              `After ${founder.foreignExperienceYears} years of work abroad, ${founder.name} came back to Mumbai to build a company that offers 24/7/365 software services to clients of every size.`,
            ],
            facts: profile,
          },
        },
        {
          title: "Team Management",
          summary: "How the team is run.",
          panel: {
            heading: `${founder.name} on team management`,
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
            heading: `${founder.name} on visualisation`,
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

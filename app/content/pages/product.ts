import type { CardPageContent } from "../types";

export const productPage: CardPageContent = {
  seo: {
    path: "/product",
    title: "Consulting, Architecture and Support",
    description:
      "Consulting, software architecture and design, business process optimization, maintenance and technical support for your software.",
  },
  phrases: [
    "Consulting Services",
    "Software Architecture & Design",
    "Business Process Optimization",
    "Maintenance & Support",
    "Technical Support",
  ],
  intro: [
    "Good software starts before the first line of code and goes on long after launch. We help you plan it, shape it and keep it running.",
  ],
  sections: [
    {
      cards: [
        {
          title: "Consulting Services",
          summary: "Advice on technology choices, projects and budgets.",
          panel: {
            paragraphs: [
              "We review your current systems and goals, and recommend the technology, team and plan that fit your budget.",
              "You get a written report with priorities, estimates and risks, and we can stay on to guide the work.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Software Architecture and Design",
          summary: "A sound structure for software that has to grow.",
          panel: {
            paragraphs: [
              "We design the structure of your application: its modules, data model, interfaces and hosting, using proven patterns such as MVC.",
              "A clear architecture keeps the software secure, easy to change and ready for more users.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Business Process Optimization",
          summary: "Less manual work, fewer errors, faster answers.",
          panel: {
            paragraphs: [
              "We map how work moves through your business, find the slow and repetitive steps, and automate them with software.",
              "Typical results are fewer spreadsheets, shorter turnaround times and reports that are always up to date.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Maintenance and Support Services",
          summary: "Updates, fixes and improvements after launch.",
          panel: {
            paragraphs: [
              "We keep your applications up to date: security patches, library upgrades, bug fixes and small improvements.",
              "Regular health checks catch problems early, before your users notice them.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Technical Support",
          summary: "A helpdesk that answers, day and night.",
          panel: {
            paragraphs: [
              "Our helpdesk answers questions from your staff and customers, solves IT problems and passes complex issues to our developers.",
              "Support is available 24/7/365, by e-mail and phone.",
            ],
            mailTo: "company",
          },
        },
      ],
    },
  ],
};

import type { CardPageContent } from "../types";

export const product3Page: CardPageContent = {
  seo: {
    path: "/product3",
    title: "Mobile App and Support Services",
    description:
      "We solve IT problems and offer mobile app services, custom support, UI/UX design, consulting, integration, maintenance and QA.",
  },
  phrases: ["Mobile App Services", "Custom Support Services", "More Services"],
  intro: [
    "UI/UX design: we plan screens around your users, so your apps are simple to learn and pleasant to use.",
    "Consulting: we help you choose the right technology and plan projects that fit your budget.",
    "Integration: we connect your apps, websites and business systems so they share the same data.",
    "Maintenance: we keep your software updated, secure and running smoothly after launch.",
    "QA: we test every release by hand and with automated checks before it reaches your users.",
  ],
  sections: [
    {
      cards: [
        {
          title: "Solving IT Problems",
          summary: "A helpdesk for the problems that stop your work.",
          panel: {
            paragraphs: [
              "Slow computers, failed updates, e-mail that will not send, an app that crashes: our helpdesk finds the cause and fixes it, on site or remotely.",
              "Problems that need code changes go straight to our developers, and you are told what was done.",
            ],
            mailTo: "company",
          },
        },
      ],
    },
  ],
};

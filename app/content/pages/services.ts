import { companyFacts } from "../company";
import type { CardPageContent } from "../types";

export const servicesPage: CardPageContent = {
  seo: {
    path: "/services",
    title: "24/7/365 Services",
    description:
      "Mobile app development, custom support, UI/UX design, quality assurance and testing, and web development from our Mumbai team, with support around the clock.",
  },
  heading: "24/7/365 Services",
  phrases: ["Our Services", "Mobile & Web Development", "Support Around the Clock"],
  intro: [
    "We design, build, test and support software for businesses of every size. Our team works in shifts, so your project and your users are looked after every day of the year.",
  ],
  sections: [
    {
      cards: [
        {
          title: "Mobile App Development",
          summary: "Native and cross-platform apps for iOS and Android.",
          panel: {
            paragraphs: [
              "We plan, design and build mobile apps for iOS and Android, from a first prototype to a published app in the App Store and Google Play.",
              "Our apps connect to your existing systems through secure APIs, work offline where needed and are tested on real devices before every release.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Custom Support Services",
          summary: "Support plans shaped around your software and your hours.",
          panel: {
            paragraphs: [
              "We take over the day-to-day care of your applications: monitoring, bug fixes, small changes and updates to keep them secure.",
              `You choose the level of cover, up to ${companyFacts.serviceLevel}. Every request gets a ticket, an owner and a clear answer.`,
            ],
            mailTo: "company",
          },
        },
        {
          title: "UI/UX Design",
          summary: "Screens that are clear, accessible and easy to use.",
          panel: {
            paragraphs: [
              "We research how your users work, sketch the flows, and turn them into wireframes, interactive prototypes and a consistent visual design.",
              "Every design is checked for accessibility and handed over with the assets and notes developers need.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Quality Assurance and Testing",
          summary: "Manual and automated testing before your users find the bugs.",
          panel: {
            paragraphs: [
              "Our QA team writes test plans, runs functional, regression, performance and security tests, and automates the checks that must run on every release.",
              "You get clear bug reports with steps to reproduce, and a release report before anything goes live.",
            ],
            mailTo: "company",
          },
        },
        {
          title: "Web Development",
          summary: "Fast, secure websites and web applications.",
          panel: {
            paragraphs: [
              "We build company websites, customer portals and business web applications with Angular, React, Node.js, PHP and Python.",
              "We take care of hosting, security updates and backups after launch, so your site keeps working.",
            ],
            mailTo: "company",
          },
        },
      ],
    },
  ],
};

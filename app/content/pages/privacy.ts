import type { Seo } from "../types";

/**
 * The privacy notice's page (/privacy, decision 053). Its words are the company's, in the privacy
 * area (content/privacy.ts); the headings here name what the notice must say, so no part of it can
 * be edited away. The forms' line linking to it is content/privacy-link.ts.
 */
export const privacyPage = {
  seo: {
    path: "/privacy",
    title: "Privacy notice",
    description: "What {company} collects through this website's forms, why, for how long, and whom to ask.",
  } satisfies Seo,
  heading: "Privacy notice",
  headings: {
    collected: "What the forms collect",
    purposes: "Why we collect it",
    sharing: "Who sees it",
    retention: "How long we keep it",
    visits: "Visits to this website",
    rights: "Your rights, and whom to ask",
  },
};

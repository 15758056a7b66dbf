import type { Seo } from "../types";

/**
 * The privacy notice's page (/privacy) and the link to it beside every lead form's submit button
 * (decision 053). Its words are the company's, in the privacy area (content/privacy.ts); the
 * headings here name what the notice must say, so no part of it can be edited away.
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
  /** The line beside a lead form's submit button. */
  formLink: { before: "What we do with what you send, and for how long:", label: "privacy notice" },
  /** The footer's link. */
  footerLabel: "Privacy notice",
};

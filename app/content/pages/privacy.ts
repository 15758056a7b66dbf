import type { Seo } from "../types";

/** The headings stay here, outside the editable area, so no part the notice must have can be edited away. */
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

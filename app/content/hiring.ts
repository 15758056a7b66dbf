import { leadKindViews } from "~/lib/lead-kinds";

export const defaultHiring = {
  nextSteps: [
    "What happens next: our hiring team reads every application in full.",
    "If your experience fits the opening, we will write to you to arrange an interview; if it does not, we will tell you so by mail.",
  ].join("\n"),
};

/** What a candidate sent, named by the opening's title: the company's own words, never the visitor's. */
export const applicationFor = (openingTitle: string) =>
  `${leadKindViews.applications.whatTheySent} for ${openingTitle}`;

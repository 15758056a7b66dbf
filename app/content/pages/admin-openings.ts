import type { Seo } from "../types";

export const adminOpeningsPath = "/admin/openings";
export const adminOpeningPath = (slug: string) => `${adminOpeningsPath}/${slug}`;

export const adminOpeningsPages = {
  list: {
    seo: {
      path: adminOpeningsPath,
      title: "Job openings",
      description: "Each job opening with its applicants per stage.",
    } satisfies Seo,
    heading: "Job openings",
    intro:
      "Each opening of the site content, newest first, with how many applied and where they stand. Openings are written in the site content's Job openings.",
    edit: { to: "/admin/content/openings", label: "Edit the openings" },
    empty: "No opening is published yet.",
    applicants: (count: number) => `${count} applicant${count === 1 ? "" : "s"}`,
    noApplicants: "Nobody has applied yet.",
    see: (title: string) => `See the applicants for ${title}`,
  },
  opening: {
    seo: (title: string): Seo => ({
      path: adminOpeningsPath,
      title: `Applicants: ${title}`,
      description: "An opening's applicants and their stages.",
    }),
    notFound: "No opening has this address.",
    back: { to: adminOpeningsPath, label: "All job openings" },
    facts: { state: "State", posted: "Posted on", closes: "Closes on", positions: "Positions", page: "Page" },
    applicantsHeading: "Applicants",
    inInbox: "Open this list in the inbox",
    stage: "Stage",
    received: "Received",
    fill: {
      heading: "Mark filled",
      text: "Filled, the opening is closed: its page says so (410), and it leaves /jobs and the sitemap. The site content's Job openings can open it again.",
      submit: "Mark filled",
      done: "The opening is marked filled and closed.",
      stale: "The openings were changed meanwhile: look again, then mark it filled.",
    },
  },
  states: { open: "Open", closed: "Closed", filled: "Filled" },
};

import type { Seo } from "../types";

export const siteMapPage: { seo: Seo; heading: string; intro: string } = {
  seo: {
    path: "/header",
    title: "All pages",
    description: `Every page of the {company} website, with a line about each.`,
  },
  heading: "All pages",
  intro: "The menu above is on every page. Here is everything it leads to, and the rest of the site.",
};

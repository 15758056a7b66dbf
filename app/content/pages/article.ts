import type { Seo } from "../types";

/**
 * The company article (/artical): the home page's company information card, founder card and
 * client showcase together. Their words live in app/content/home.ts.
 */
export const articlePage: { seo: Seo; heading: string; intro: string } = {
  seo: {
    path: "/artical",
    title: "Company article",
    description: `About {company}: what we do, who leads us and the technologies our clients' products run on.`,
  },
  heading: "Company article",
  intro: `{company} in short: our services, our founder and the stack we build with.`,
};

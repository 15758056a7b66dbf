import type { Seo } from "../types";

export const articlePage: { seo: Seo; heading: string; intro: string } = {
  seo: {
    path: "/artical",
    title: "Company article",
    description: `About {company}: what we do, who leads us and the technologies our clients' products run on.`,
  },
  heading: "Company article",
  intro: `{company} in short: our services, our founder and the stack we build with.`,
};

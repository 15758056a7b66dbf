import type { Seo } from "../types";

export interface TechShowcaseContent {
  seo: Seo;
  heading: string;
  intro: string;
  stackHeading: string;
  stackIntro: string;
  otherHeading: string;
  otherIntro: string;
}

export const techShowcasePage: TechShowcaseContent = {
  seo: {
    path: "/aside1",
    title: "Technology showcase",
    description: `The technology stack of {company}: Angular, Node.js, Express, MongoDB, XML, PHP, Python, MVC, SQL Server, React, Java, MySQL, JavaScript and HTML/CSS.`,
  },
  heading: "Technology showcase",
  intro: "We pick proven tools, so the software we build for you is easy to host, maintain and hand over.",
  stackHeading: "Our stack",
  stackIntro: "The front ends, servers, databases and patterns we use in client projects:",
  otherHeading: "Other technology topics",
  otherIntro: "We also build with, and teach in our training programme:",
};

import {
  siAngular,
  siCss,
  siDotnet,
  siExpress,
  siHtml5,
  siJavascript,
  siMongodb,
  siMysql,
  siNodedotjs,
  siOpenjdk,
  siPhp,
  siPython,
  siReact,
  siXml,
} from "simple-icons";
import { company } from "./company";

export interface TechnologyLogo {
  /** Names the logo in the sprite served at /technology-logos.svg. */
  slug: string;
  title: string;
  /** SVG path on a 24x24 grid. */
  path: string;
  /** Brand colour, without '#'. */
  hex: string;
}

/** The technology-logo strip that scrolls on most content pages (logos from simple-icons). */
export const technologyLogos: TechnologyLogo[] = [
  siAngular,
  siNodedotjs,
  siExpress,
  siMongodb,
  siXml,
  siPhp,
  siPython,
  siReact,
  siOpenjdk,
  siMysql,
  siJavascript,
  siHtml5,
  siCss,
  siDotnet,
].map(({ slug, title, path, hex }) => ({ slug, title: title === "OpenJDK" ? "Java" : title, path, hex }));

/** The stack the company claims (spec section 1), as words for showcases. */
export const claimedStack: string[] = [
  "Angular",
  "Node.js",
  "Express",
  "MongoDB (document database)",
  "XML",
  "PHP",
  "Python",
  company.hostingPlatform,
  "MVC",
  "SQL Server",
];

/** Further technology topics the site covers. */
export const otherTopics: string[] = ["React", "Java", "MySQL", "JavaScript", "HTML/CSS"];

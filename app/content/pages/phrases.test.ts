import { describe, expect, it } from "vitest";
import { defaultClients } from "../clients";
import { defaultEmployees } from "../employees";
import { aboutPage } from "./about";
import { approachPage } from "./approach";
import { clientsPage } from "./clients";
import { employeesPage } from "./employees";
import { founderPage } from "./founder";
import { levelPage } from "./level";
import { productPage } from "./product";
import { product1Page } from "./product1";
import { product2Page } from "./product2";
import { product3Page } from "./product3";
import { servicesPage } from "./services";

/**
 * Each page's typing headline, phrase by phrase, as the pages must show them (the browser tests
 * check each page's first phrase, and watch one page type it and turn to the second;
 * tests/e2e/typing.ts).
 */
const expected = [
  [
    aboutPage,
    [
      "About Us",
      "Who We Are",
      "Mobile App Development",
      "Web Development",
      "UI/UX Design",
      "QA & Testing",
      "24/7/365 Support",
    ],
  ],
  [approachPage, ["Our Approach", "Plan, Design, Build", "Test, Deliver, Support"]],
  [
    clientsPage(defaultClients),
    ["Client iGate", "Client Neoteric", "Client Codetech", "Client Polaris", "Client Comtug"],
  ],
  [
    employeesPage(defaultEmployees),
    [
      "UI/UX Designer",
      "Software Architect",
      "Developer",
      "Project Manager",
      "Database Administrator",
      "QA & Testing Engineer",
    ],
  ],
  [founderPage, ["Our Founder", "Team Management", "Visualisation"]],
  [levelPage, ["Technology Solutions", "Other Technology Solutions", "Mobile App Soln."]],
  [
    productPage,
    [
      "Consulting Services",
      "Software Architecture & Design",
      "Business Process Optimization",
      "Maintenance & Support",
      "Technical Support",
    ],
  ],
  [product1Page, ["Data Services", "Database Development & Management", "Data Integration"]],
  [product2Page, ["Training & Documentation", "Types of Documentation", "More Services"]],
  [product3Page, ["Mobile App Services", "Custom Support Services", "More Services"]],
  [servicesPage, ["Our Services", "Mobile & Web Development", "Support Around the Clock"]],
] as const;

describe("typing headline phrases", () => {
  it.each(expected.map(([page, phrases]) => [page.seo.path, page, phrases] as const))(
    "%s types its phrases in this order",
    (_path, page, phrases) => {
      expect(page.phrases).toEqual(phrases);
    },
  );
});

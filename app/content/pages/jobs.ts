import type { Seo } from "../types";
import type { CompanyRow } from "./company-contact";

/** The jobs page (docs/product.md section 2, "jobs"): what we focus on, and where to send a CV. */
export const jobsPage = {
  seo: {
    path: "/jobs",
    title: "Jobs",
    description: `Work with {company}: developers and designers. {internship}. Upload your CV.`,
  } satisfies Seo,
  heading: "Jobs",
  intro: "We are looking for people who like building software. Send us your CV.",
  caption: "Company focus",
  rows: [
    {
      label: "Developer",
      kind: "text",
      value: "Web and mobile apps with Angular, React, Node.js, PHP, Python and .NET.",
    },
    { label: "Designing", kind: "text", value: "UI/UX design for web and mobile apps." },
    { label: "E-Mail us", kind: "mail", to: "hr" },
  ] satisfies CompanyRow[],
  internship: "{internship}",
  uploadButton: "Upload files",
  uploadHeading: "Upload your CV",
};

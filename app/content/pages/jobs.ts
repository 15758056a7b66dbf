import type { SalaryWords } from "~/lib/openings";
import type { Seo } from "../types";
import type { CompanyRow } from "./company-contact";

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
  openingsHeading: "Open positions",
  noOpenings: "There are no open positions right now: you can still send us your CV below.",
};

/** A CV sent with the general upload on /jobs, for no opening: its optional kind of work. */
export const openApplication = {
  label: "Open application",
  work: {
    label: "Kind of work (optional)",
    any: "Not sure yet",
    kinds: {
      development: "Software development",
      design: "UI/UX design",
      testing: "Software testing",
      internship: "Internship",
      other: "Something else",
    },
  },
  refused: "Choose a kind of work from the list, or leave it.",
};

export type WorkKind = keyof typeof openApplication.work.kinds;

export const workKinds = Object.keys(openApplication.work.kinds) as [WorkKind, ...WorkKind[]];

export const openingPage = {
  remote: "Remote",
  facts: {
    type: "Type",
    location: "Location",
    experience: "Experience",
    positions: "Positions",
    salary: "Salary",
    closes: "Apply by",
  },
  salary: {
    range: "{min} to {max}",
    from: "From {min}",
    upTo: "Up to {max}",
    periods: { month: "per month", year: "per year" },
  } satisfies SalaryWords,
  skillsHeading: "Skills we look for",
  apply: {
    heading: "Apply",
    name: "Name",
    email: "Email",
    mobile: "Mobile",
    file: "CV (PDF or Word)",
    fileHint: "Up to {maxSize}.",
    note: "Note",
    noteHint: "Optional: anything you would like us to know.",
    submit: "Send application",
  },
  closed: {
    heading: "This opening has closed",
    text: "{title} closed on {closesOn} and no longer takes applications.",
    filled: "{title} has been filled and no longer takes applications.",
  },
  back: "See all open positions",
};

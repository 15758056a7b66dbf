import type { CourseSelection, OnlineSelection } from "~/lib/schemas/enquiry";
import type { Seo } from "../types";

export interface Option<V extends string> {
  value: V;
  label: string;
}

/** The need form's selector; ClientNeeds stands for both the user's and the client's need (docs/product.md section 3). */
export const needOptions: Option<OnlineSelection>[] = [
  { value: "WebDevelopment", label: "Web Development" },
  { value: "MobileApp", label: "Mobile App" },
  { value: "Developer", label: "Developer" },
  { value: "Designer", label: "Designer" },
  { value: "ServiceProvider", label: "Service Provider" },
  { value: "Marketing", label: "Marketing" },
  { value: "Support", label: "Support" },
  { value: "ClientNeeds", label: "User's Need" },
  { value: "ClientNeeds", label: "Client's Need" },
  { value: "Other", label: "Other" },
];

export const onlineOptions: Option<OnlineSelection>[] = [
  ...needOptions,
  { value: "OnlineCertification", label: "Online Certification Course" },
];

/** The 'Select a course' row; Python also stands for the further options (docs/product.md section 3). */
export const courseOptions: Option<CourseSelection>[] = [
  { value: "C", label: "C" },
  { value: "C++", label: "C++" },
  { value: "Java", label: "Java" },
  { value: "PHP", label: "PHP" },
  { value: "Python", label: "Python" },
  { value: "Python", label: "Angular UI" },
  { value: "Python", label: "MongoosDB" },
  { value: "Python", label: "MongoDB" },
  { value: "Python", label: "Node.js/Express.js" },
  { value: "Other", label: "Other, Pls description" },
];

/** A code several options share names them all: the row does not say which one the visitor chose. */
function labelOf<V extends string>(options: Option<V>[], value: string): string {
  const labels = options.filter((option) => option.value === value).map((option) => option.label);
  return labels.length > 0 ? new Intl.ListFormat("en-GB", { type: "disjunction" }).format(labels) : value;
}

export const selectionLabel = (value: string) => labelOf(onlineOptions, value);

export const courseSelectionLabel = (value: string) => labelOf(courseOptions, value);

export interface EnquiryPageContent {
  seo: Seo;
  heading: string;
  intro: string;
  options: Option<OnlineSelection>[];
  labels: {
    selection: string;
    choose: string;
    otherComment: string;
    courseSelection: string;
    name: string;
    mobile: string;
    email: string;
    generalComment: string;
    submit: string;
  };
  uploadToggle: string;
  uploadHeading: string;
}

const labels: EnquiryPageContent["labels"] = {
  selection: "What do you need?",
  choose: "Choose one",
  otherComment: "Please specify",
  courseSelection: "Select a course",
  name: "Name",
  mobile: "Mobile Number",
  email: "Email Address",
  generalComment: "Description",
  submit: "Submit",
};

export const needPage: EnquiryPageContent = {
  seo: {
    path: "/need",
    title: "Client details",
    description: `Tell {company} what you need: web development, a mobile app, developers, designers, support and more.`,
  },
  heading: "Client details",
  intro: "Tell us what you need and how to reach you. You can add a file, such as a brief or a document.",
  options: needOptions,
  labels,
  uploadToggle: "Upload a file",
  uploadHeading: "Add a file",
};

export const onlinePage: EnquiryPageContent = {
  seo: {
    path: "/online",
    title: "Online enquiry",
    description: `Ask {company} online about a project, a service or the online certification course.`,
  },
  heading: "Online enquiry",
  intro: "Ask us about a project, a service or our online certification course.",
  options: onlineOptions,
  labels,
  uploadToggle: "Upload a file",
  uploadHeading: "Add a file",
};

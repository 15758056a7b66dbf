import { companyFacts } from "./company";
import type { NavLink } from "./navigation";
import type { Seo } from "./types";

export const homeSeo: Seo = {
  path: "/",
  title: "Mobile apps, web development and IT support in Mumbai",
  description:
    "Software services company in Mumbai: mobile apps for iOS and Android, web development, UI/UX design, testing, consulting and 24/7/365 support.",
};

export const homeBanner = `We build mobile apps for iOS and Android and give our customers support ${companyFacts.serviceLevel}. Web development, UI/UX design, quality assurance and testing, consulting and training, all from ${companyFacts.city}.`;

export const homeHeading = {
  title: "Software that works for your business",
  intro: `Apps, websites and IT support from a small team in ${companyFacts.city} that answers ${companyFacts.serviceLevel}.`,
};

export const circularMenu: NavLink[] = [
  { label: "Services", to: "/services" },
  { label: "Product", to: "/product" },
  { label: "Product1", to: "/product1" },
  { label: "Product2", to: "/product2" },
  { label: "Product3", to: "/product3" },
];

export type TileIcon =
  | "building"
  | "briefcase"
  | "play"
  | "chat"
  | "users"
  | "clipboard"
  | "phone"
  | "star"
  | "book";

export type HomeTile =
  | { kind: "link"; title: string; to: string; text: string; icon: TileIcon }
  | { kind: "founder"; title: string; to: string; moreLabel: string; text: string }
  | { kind: "call"; title: string; to: string; text: string; icon: TileIcon; inner: NavLink }
  | { kind: "clients"; title: string; to: string; text: string };

export const homeTiles: HomeTile[] = [
  { kind: "link", title: "Company", to: "/about", text: "Who we are and how we work.", icon: "building" },
  {
    kind: "link",
    title: "Jobs",
    to: "/jobs",
    text: "Internships, training and openings.",
    icon: "briefcase",
  },
  {
    kind: "link",
    title: "Courses",
    to: "/courses",
    text: "Fees, batches and seats of our programming courses.",
    icon: "book",
  },
  { kind: "link", title: "Apps", to: "/video", text: "Watch our apps at work.", icon: "play" },
  { kind: "link", title: "Feedback", to: "/feedback", text: "Tell us how we are doing.", icon: "chat" },
  {
    kind: "founder",
    title: "Founder",
    to: "/founder",
    moreLabel: "More",
    text: `{founder}, {founderTitle}: {founderIndianYears} years of experience in India and {founderForeignYears} abroad.`,
  },
  {
    kind: "link",
    title: "Employees",
    to: "/employee",
    text: "Meet the people who build for you.",
    icon: "users",
  },
  {
    kind: "link",
    title: "Client info",
    to: "/need",
    text: "Tell us what your business needs.",
    icon: "clipboard",
  },
  {
    kind: "call",
    title: "Call us",
    to: "/contact",
    text: "{phone}",
    icon: "phone",
    inner: { label: "Office hours and address", to: "/nav2" },
  },
  { kind: "clients", title: "Clients", to: "/artica2rout", text: "Companies that trust us." },
];

export const companyInfo = {
  heading: "Company information",
  paragraphs: [
    `{company} is a software and IT services company in ${companyFacts.city}, India. We develop mobile apps for iOS and Android, build websites and web applications, design user interfaces and test software before it reaches your customers.`,
    "We also offer consulting, software architecture and design, business process optimization, data services, database development and management, data integration, maintenance and technical support, a helpdesk and IT problem solving.",
    `Our service runs ${companyFacts.serviceLevel}. We also offer internships and training in programming languages.`,
  ],
};

export const founderCard = {
  heading: "Our founder",
  text: `{founder} leads the company as {founderTitle}, with {founderCeoYears} years as CEO, {founderForeignYears} years of experience abroad and {founderIndianYears} years in India.`,
  moreLabel: "More",
  to: "/founder",
};

export const clientShowcase = {
  heading: "What we build with",
  intro: "Our clients' products run on a stack we know well, from the browser to the database:",
};

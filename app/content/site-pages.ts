export interface SitePage {
  path: string;
  label: string;
  description: string;
}

export const sitePages: SitePage[] = [
  { path: "/", label: "Home", description: "Our services at a glance, with links to everything else." },
  { path: "/about", label: "About", description: "Who we are, where we work and how to reach us." },
  {
    path: "/services",
    label: "Services",
    description: "Our 24/7/365 services, from mobile apps to web development.",
  },
  {
    path: "/approach",
    label: "Approach",
    description: "The roles in our team and how they work on your project.",
  },
  {
    path: "/product",
    label: "Product",
    description: "Consulting, software architecture, process optimization and support.",
  },
  {
    path: "/product1",
    label: "Product1",
    description: "Data services, database development and data integration.",
  },
  { path: "/product2", label: "Product2", description: "Training and documentation." },
  { path: "/product3", label: "Product3", description: "Solving IT problems, from UI/UX to QA." },
  { path: "/founder", label: "Founder", description: "Our founder, team management and visualisation." },
  {
    path: "/level",
    label: "Level",
    description: "The technologies we work with and the mobile apps we build.",
  },
  { path: "/video", label: "Video", description: "A short video about the company." },
  { path: "/artica2rout", label: "Clients", description: "The companies we work for and what they say." },
  { path: "/employee", label: "Employees", description: "The people who build your software." },
  {
    path: "/nav2",
    label: "Company details",
    description: "Address, office hours, phone and e-mail in one table.",
  },
  {
    path: "/contact",
    label: "Contact Us",
    description: "Our address, phone number and a map of the office.",
  },
  {
    path: "/artical",
    label: "Company article",
    description: "Our services, our founder and our stack on one page.",
  },
  { path: "/aside1", label: "Technology showcase", description: "The technology stack we build with." },
  { path: "/feedback", label: "Feedback", description: "Tell us what you think of our work." },
  {
    path: "/need",
    label: "Client details",
    description: "Tell us what you need; add a brief or a document.",
  },
  {
    path: "/online",
    label: "Online enquiry",
    description: "Ask about a project, a service or the online certification course.",
  },
  {
    path: "/courses",
    label: "Courses",
    description: "Every course with its fee, duration, mode, next batch and seats left.",
  },
  {
    path: "/online-course",
    label: "Online Certification Course",
    description: "Enrol in our courses: fees, next batches and seats left.",
  },
  { path: "/jobs", label: "Jobs", description: "What we focus on, internships, and where to send your CV." },
  { path: "/file-upload", label: "Upload files", description: "Send us a CV, a brief or a document." },
  { path: "/header", label: "All pages", description: "This list of every page on the site." },
  {
    path: "/privacy",
    label: "Privacy notice",
    description: "What the forms collect, why, for how long, and whom to ask.",
  },
];

import type { Seo } from "../types";

export const onlineCoursePage = {
  seo: {
    path: "/online-course",
    title: "Online Certification Course",
    description: `Enrol in the online certification course of {company}: C, C++, Java, PHP, Python, Angular, MongoDB, Node.js and more, with their fees and next batches.`,
  } satisfies Seo,
  heading: "Online Certification Course:",
  intro: "Choose your courses; the total updates as you tick them.",
  labels: {
    name: "Name (optional)",
    mobile: "Mobile",
    email: "Email",
    description: "Description",
    skills: "Courses",
    totalFees: "Total Fees",
    submit: "Submit",
  },
  noCourse: "Choose at least one course to enrol.",
  course: {
    duration: "Duration",
    mode: "Mode",
    batch: "Batch",
    batchOf: (name: string) => `Batch of ${name}`,
    toBeAnnounced: "to be announced",
    seatsLeft: (left: number) => (left === 1 ? "1 seat left" : `${left} seats left`),
  },
};

import type { Seo } from "../types";

/** The course enrolment page (docs/product.md section 2, "online-course"); the courses and fees are in lib/courses. */
export const onlineCoursePage = {
  seo: {
    path: "/online-course",
    title: "Online Certification Course",
    description: `Enrol in the online certification course of {company}: C, C++, Java, PHP, Python, Angular, MongoDB, Node.js and more, with fees in dollars.`,
  } satisfies Seo,
  heading: "Online Certification Course:",
  intro: "Choose your courses; the total updates as you tick them.",
  labels: {
    mobile: "Mobile",
    email: "Email",
    description: "Description",
    skills: "Courses",
    totalFees: "Total Fees",
    submit: "Submit",
  },
};

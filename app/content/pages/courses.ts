import type { Seo } from "../types";

export const coursesPage = {
  seo: {
    path: "/courses",
    title: "Courses",
    description:
      "Courses in programming from {company}: C, C++, Java, PHP, Python, Angular, MongoDB, Node.js and more, with their fees, batches and seats left.",
  } satisfies Seo,
  heading: "Courses",
  intro: "Every course we teach, with its fee and next batch. Open a course to read more, or enrol.",
  facts: { fee: "Fee", duration: "Duration", mode: "Mode", nextBatch: "Next batch", seats: "Seats" },
  enrol: "Enrol",
  enrolIn: (name: string) => `Enrol in ${name}`,
  closed: "Enrolment closed",
  full: "This batch is full",
  allCourses: "All courses",
  batchesHeading: "Batches",
};

/** Pointers to the courses from the pages where people look for them. */
export const coursesLinks = {
  online: "See every course with its fee, batches and seats left",
  jobs: "Our courses: fees, batches and seats",
};

import { type Batch, courseModeLabel, formatBatchDate } from "~/lib/courses";
import type { Seo } from "../types";
import { onlineCoursePage } from "./online-course";

export const coursesPage = {
  seo: {
    path: "/courses",
    title: "Courses",
    description:
      "Courses in programming from {company}: C, C++, Java, PHP, Python, Angular, MongoDB, Node.js and more, with their fees, batches and seats left.",
  } satisfies Seo,
  heading: "Courses",
  intro: "Every course we teach, with its fee and batches. Open a course to read more, or enrol.",
  facts: { fee: "Fee", duration: "Duration", batches: "Batches" },
  enrol: "Enrol",
  enrolIn: (name: string) => `Enrol in ${name}`,
  enrolInBatch: (name: string, batch: Batch) => `Enrol in ${name}, batch: ${batchLine(batch)}`,
  closed: "Enrolment closed",
  allCourses: "All courses",
  batchesHeading: "Batches",
};

/** One line for a mail, a receipt or a roster: "Sat, 6 Mar 2027 · Sat–Sun, 10:00–13:00 · Classroom · Andheri". */
export const batchLine = (batch: Batch) =>
  [
    formatBatchDate(batch.startsOn) ?? `Date ${onlineCoursePage.course.toBeAnnounced}`,
    batch.timing,
    courseModeLabel(batch.mode),
    batch.place,
  ]
    .filter(Boolean)
    .join(" · ");

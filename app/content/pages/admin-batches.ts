import type { Seo } from "../types";

export const adminBatchesPage = {
  seo: {
    path: "/admin/batches",
    title: "Course batches",
    description: "Each course batch's seats, how many are taken, and its enrolments.",
  } satisfies Seo,
  heading: "Course batches",
  intro:
    "A batch is a course with its next batch's start date, as the catalogue named them when people enrolled. Each course's next batch is listed with the seats the catalogue gives it now; earlier batches with the seats they had. Each enrolment holds a seat until its lead is deleted or moved to Lost; one e-mail mailbox or mobile number holds one seat of a batch.",
  csv: "Download all batches as CSV",
  csvName: "course-batches.csv",
  summaryCaption: "Every batch: its seats, how many are taken and how many are left",
  enrolmentsCaption: (batch: string) => `Enrolments in ${batch}`,
  empty: "The catalogue has no course.",
  noEnrolments: "No enrolment of this batch is kept.",
  toBeAnnounced: "Date to be announced",
  taken: (taken: number, seats: number) => `${taken} of ${seats} seats taken`,
  columns: {
    course: "Course",
    startsOn: "Starts",
    seats: "Seats",
    taken: "Taken",
    left: "Left",
    enrolledAt: "Enrolled",
    email: "Email",
    mobile: "Mobile",
    fee: "Fee paid",
    lead: "Lead",
  },
  openLead: "Open the lead",
};

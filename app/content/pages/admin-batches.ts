import type { PaidState } from "~/lib/rosters";
import type { Seo } from "../types";

export const adminBatchesPage = {
  seo: {
    path: "/admin/batches",
    title: "Course batches",
    description: "Each course batch: when and where it runs, its seats, its enrolments and their rosters.",
  } satisfies Seo,
  heading: "Course batches",
  intro:
    "Every batch of every course: its seats, who holds them, who has paid, and who waits for a batch of the course. Plan batches in Site content, Courses and fees. An enrolment holds its seat until its lead is deleted or moved to Lost, or it stays unpaid past the days to pay; one mailbox or mobile number holds one seat of a batch. Two days before a batch starts, each trainee holding a seat is mailed a reminder.",
  csv: "Download all batches as CSV",
  csvName: "course-batches.csv",
  enrolmentsCaption: (batch: string) => `Enrolments in ${batch}`,
  empty: "The catalogue has no course.",
  noEnrolments: "No enrolment of this batch is kept.",
  toBeAnnounced: "Date to be announced",
  noLongerOffered: "The catalogue no longer offers this batch.",
  taken: (taken: number, seats: number) => `${taken} of ${seats} seats taken`,
  figures: {
    enrolled: "Enrolled",
    paid: "Paid",
    unpaid: "Not fully paid",
    seats: "Seats",
    seatsLeft: "Seats left",
    waiting: "Waiting for a batch",
  },
  rosterCsv: "Roster as CSV",
  rosterPdf: "Roster as printable PDF",
  columns: {
    course: "Course",
    startsOn: "Starts",
    seats: "Seats",
    taken: "Taken",
    left: "Left",
    enrolledAt: "Enrolled",
    email: "Email",
    mobile: "Mobile",
    fee: "Fee",
    lead: "Lead",
  },
  openLead: "Open the lead",
};

export const rosterTexts = {
  columns: { name: "Name", mobile: "Mobile", email: "Email", enrolledAt: "Enrolled", paid: "Paid" },
  paid: { paid: "Paid", part: "Part paid", unpaid: "Unpaid" } satisfies Record<PaidState, string>,
  heading: (course: string) => `Roster: ${course}`,
  generated: (stamp: string) => `Generated ${stamp}`,
  page: (page: number) => `Page ${page}`,
  empty: "No trainee holds a seat in this batch.",
  fileName: (courseKey: string, startsOn: string, format: string) =>
    `roster-${courseKey}-${startsOn || "to-be-announced"}.${format}`,
  noSuchBatch: "There is no such batch.",
};

/** The mail each trainee gets two days before their batch starts. */
export const batchReminderMail = {
  subject: (course: string, date: string) => `Reminder: ${course} starts on ${date}`,
  body: ({ name, course, line, company }: { name: string; course: string; line: string; company: string }) =>
    [
      `Hello ${name},`,
      "",
      `Your batch of ${course} starts soon:`,
      line,
      "",
      "Please come on time. If you have a question, or cannot come, reply to this mail.",
      "",
      company,
    ].join("\n"),
};

import type { InterviewMode } from "~/lib/interviews";

/** The interview form on an application's page, its answers and the mails with the invitation. */
export const interviewTexts = {
  heading: "Interview",
  none: "No interview is set.",
  day: "Date",
  time: "Time (India time)",
  minutes: "Length in minutes",
  mode: "Mode",
  modes: { video: "Video", phone: "Phone", in_person: "In person" } satisfies Record<InterviewMode, string>,
  place: "Video link, number to call or address",
  placeHint:
    "A video link starting with https://; for in person, the address; for phone, the number (or leave it empty to call their mobile).",
  interviewer: "Interviewer",
  set: "Set interview",
  move: "Move interview",
  cancel: "Cancel interview",
  shown: (when: string, minutes: number, mode: string, interviewer: string) =>
    `${when} India time, ${minutes} minutes, ${mode}, with ${interviewer}.`,
  refused: {
    day: "Give the date as YYYY-MM-DD.",
    time: "Give the time as HH:MM, India time.",
    past: "Choose a time that has not passed.",
    minutes: (min: number, max: number) => `Give a length from ${min} to ${max} minutes.`,
    mode: "Choose video, phone or in person.",
    link: "Give the video link as an address starting with https://.",
    address: "Give the address of the interview.",
    place: (max: number) => `Keep it to ${max} characters.`,
    interviewer: "Choose an admin as the interviewer.",
    closed: "This application is closed (Hired or Not selected): it takes no interview.",
    notApplication: "Only a job application takes an interview.",
    notFound: "This interview does not exist or was cancelled.",
  },
  done: {
    set: "The interview is set; the invitations are on their way.",
    moved: "The interview was moved; the updates are on their way.",
    cancelled: "The interview was cancelled; the candidate and the interviewer are told.",
  },
  timeline: {
    cancelled: "Cancelled",
    moved: (times: number) => `Moved ${times === 1 ? "once" : `${times} times`}`,
  },
  mail: {
    fileName: "interview.ics",
    summary: (opening: string, company: string) => `Interview: ${opening}, ${company}`,
    description: (when: string, how: string) => `${when} India time, ${how}.`,
    subject: {
      set: (opening: string) => `Interview invitation: ${opening}`,
      moved: (opening: string) => `Interview moved: ${opening}`,
      cancelled: (opening: string) => `Interview cancelled: ${opening}`,
    },
    text: (
      name: string,
      what: "set" | "moved" | "cancelled",
      opening: string,
      when: string,
      how: string,
      company: string,
    ) =>
      [
        `Hello ${name},`,
        "",
        what === "cancelled"
          ? `The interview for ${opening} on ${when} India time is cancelled.`
          : `${what === "moved" ? "The interview is moved" : "You are invited to an interview"} for ${opening}: ${when} India time, ${how}.`,
        what === "cancelled" ? "" : "The attached invitation adds it to your calendar.",
        "",
        company,
      ].join("\n"),
  },
} as const;

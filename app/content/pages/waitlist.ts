import type { Unavailable } from "~/lib/courses";

/** The course page's "Tell me when the next batch opens" form, its answers and its one mail. */
export const waitlistTexts = {
  heading: "Tell me when the next batch opens",
  intro: {
    full: (course: string) => `The next batch of ${course} is full.`,
    closed: (course: string) => `${course} has no batch open just now.`,
  } satisfies Record<Unavailable, (course: string) => string>,
  promise: "Leave your email and we will write to you once, when a new batch opens.",
  labels: {
    name: "Name (optional)",
    email: "Email",
    mobile: "Mobile (optional)",
    submit: "Tell me",
  },
  saved: "You are on the waitlist: we will write to you once, when a new batch opens.",
  failed: "You were not added to the waitlist.",
  courseRequired: "Say which course you are waiting for.",
  courseUnknown: "There is no such course.",
  notification: {
    subject: (course: string, who: string) => `Waiting for ${course}: ${who}`,
    intro: (course: string, url: string) =>
      `A visitor asked to be told when the next batch of ${course} opens (${url}).`,
  },
  /** Company words only: it goes to whatever address was typed. */
  batchOpened: {
    subject: (courses: string[]) =>
      courses.length === 1
        ? `A new batch of ${courses[0]} is open`
        : `New batches are open: ${courses.join(", ")}`,
    text: ({
      company,
      courses,
    }: {
      company: string;
      courses: { course: string; batch: string; url: string }[];
    }) =>
      [
        "Hello,",
        "",
        "You asked us to tell you when a new batch opens. It has:",
        "",
        ...courses.flatMap(({ course, batch, url }) => [
          `${course}: ${batch}`,
          `Read about it and enrol: ${url}`,
          "",
        ]),
        "We write this once; you will hear no more from the waitlist.",
        "",
        company,
      ].join("\n"),
  },
};
